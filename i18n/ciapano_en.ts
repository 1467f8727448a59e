<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="+89"/>
        <source>The Lombard reverse of Tressette: take as few points as you can.</source>
        <translation>The Lombard reverse of Tressette: take as few points as you can.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Licence: GPL-3.0-or-later.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt %1 and PySide6 (LGPL-3.0).</source>
        <translation>Built with Qt %1 and PySide6 (LGPL-3.0).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About Ciapanò</source>
        <translation>About Ciapanò</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/cardnames.py" line="+75"/>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coins</source>
        <translation>coins</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cups</source>
        <translation>cups</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>swords</source>
        <translation>swords</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>batons</source>
        <translation>batons</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four</source>
        <translation>Four</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Five</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Seven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knight</source>
        <translation>Knight</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Two</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Three</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of diamonds</source>
        <translation>%1 of diamonds</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of hearts</source>
        <translation>%1 of hearts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of spades</source>
        <translation>%1 of spades</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of clubs</source>
        <translation>%1 of clubs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of coins</source>
        <translation>%1 of coins</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of cups</source>
        <translation>%1 of cups</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of swords</source>
        <translation>%1 of swords</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of batons</source>
        <translation>%1 of batons</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Face-down card</source>
        <translation>Face-down card</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 (%2)</source>
        <comment>a card&apos;s name and the letter its corner shows</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/clublobby.py" line="+51"/>
        <source>The club refuses this for now (too many attempts): wait a minute.</source>
        <translation>The club refuses this for now (too many attempts): wait a minute.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table has that invitation code. Check it with whoever gave it to you.</source>
        <translation>No table has that invitation code. Check it with whoever gave it to you.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That table is gone, or its match has started.</source>
        <translation>That table is gone, or its match has started.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat for a person at that table is taken.</source>
        <translation>Every seat for a person at that table is taken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This club&apos;s computers do not play that well: choose a lower level.</source>
        <translation>This club&apos;s computers do not play that well: choose a lower level.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club refused these rules or seats.</source>
        <translation>The club refused these rules or seats.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match has started already.</source>
        <translation>The match has started already.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club said no: %1</source>
        <translation>The club said no: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not an invitation link: it starts with ciapano://</source>
        <translation>That is not an invitation link: it starts with ciapano://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club&apos;s host name in that address or link is damaged.</source>
        <translation>The club&apos;s host name in that address or link is damaged.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port in that address or link is not a number from 1 to 65535.</source>
        <translation>The port in that address or link is not a number from 1 to 65535.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The invitation code in that link is damaged: ask for the link again.</source>
        <translation>The invitation code in that link is damaged: ask for the link again.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fingerprint in that link is damaged (64 hexadecimal digits): ask for the link again.</source>
        <translation>The fingerprint in that link is damaged (64 hexadecimal digits): ask for the link again.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address or link has parts a club&apos;s address never has.</source>
        <translation>That address or link has parts a club&apos;s address never has.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is far too long for a club&apos;s address or an invitation link.</source>
        <translation>That is far too long for a club&apos;s address or an invitation link.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a club&apos;s address.</source>
        <translation>That is not a club&apos;s address.</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+5"/>
        <location line="+144"/>
        <source>The connection to the club was lost.</source>
        <translation>The connection to the club was lost.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No club answers at that address (%1).</source>
        <translation>No club answers at that address (%1).</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The club is reconnecting to its store: play waits, and nothing is lost.</source>
        <translation>The club is reconnecting to its store: play waits, and nothing is lost.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club is back: play goes on.</source>
        <translation>The club is back: play goes on.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club is reconnecting to its store: your request goes again once it is back.</source>
        <translation>The club is reconnecting to its store: your request goes again once it is back.</translation>
    </message>
</context>
<context>
    <name>ClubTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/clubtables.py" line="+72"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats free</source>
        <translation>Seats free</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>started</source>
        <translation>started</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody yet</source>
        <translation>nobody yet</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+74"/>
        <source>A club is a Ciapanò server on the internet: its address and, when it made its own certificate, its fingerprint come from whoever runs it. You may also paste an invitation link (ciapano://…) as the address.</source>
        <translation>A club is a Ciapanò server on the internet: its address and, when it made its own certificate, its fingerprint come from whoever runs it. You may also paste an invitation link (ciapano://…) as the address.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Club &amp;address:</source>
        <translation>Club &amp;address:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>club.example.org:8443, or an invitation link</source>
        <translation>club.example.org:8443, or an invitation link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>as the others will see it</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect</source>
        <translation>&amp;Connect</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Forget it</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Give up the seat kept at that table: the computer plays it to the end.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/crash.py" line="+42"/>
        <source>Something went wrong inside Ciapanò: %1

Your match is kept: it was saved after the last card, you can go on playing, and it is resumed when Ciapanò starts again.</source>
        <translation>Something went wrong inside Ciapanò: %1

Your match is kept: it was saved after the last card, you can go on playing, and it is resumed when Ciapanò starts again.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The details are in the log file %1.</source>
        <translation>The details are in the log file %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No log file could be written.</source>
        <translation>No log file could be written.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Ciapanò: an error</source>
        <translation>Ciapanò: an error</translation>
    </message>
</context>
<context>
    <name>CreateForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_create.py" line="+98"/>
        <source>This club allows computers up to %1.</source>
        <translation>This club allows computers up to %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Change the rules…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Stand-in le&amp;vel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Public: listed in the club&apos;s lobby for anyone to join</source>
        <translation>&amp;Public: listed in the club&apos;s lobby for anyone to join</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A private table is joined only with its invitation code or link.</source>
        <translation>A private table is joined only with its invitation code or link.</translation>
    </message>
</context>
<context>
    <name>DemoBar</name>
    <message>
        <location filename="../ciapano_qt/ui/table/demobar.py" line="+48"/>
        <source>Demo: press Esc or click Stop to end it.</source>
        <translation>Demo: press Esc or click Stop to end it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../ciapano_qt/ui/text/format.py" line="+28"/>
        <source>a third</source>
        <translation>a third</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two thirds</source>
        <translation>two thirds</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and a third</source>
        <translation>%1 and a third</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and two thirds</source>
        <translation>%1 and two thirds</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
</context>
<context>
    <name>FoundTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/found.py" line="+57"/>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n seat(s) open</source>
        <translation>
            <numerusform>%n seat open</numerusform>
            <numerusform>%n seats open</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+53"/>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 made cappotto!</source>
        <translation>%1 made cappotto!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did not cover: %1.</source>
        <translation>Did not cover: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most points: %1.</source>
        <translation>Most points: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of the match: %1.</source>
        <translation>Out of the match: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Winner: %1</numerusform>
            <numerusform>Winners: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last trick: %1.</source>
        <translation>Last trick: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="+256"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points taken</source>
        <translation>Points taken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Covered</source>
        <translation>Covered</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="-106"/>
        <source>Hand scores</source>
        <translation>Hand scores</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="-38"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+27"/>
        <source>Score &amp;sheet</source>
        <translation>Score &amp;sheet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Review my cards</source>
        <translation>&amp;Review my cards</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Play this deal again</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new practice match whose first hand is this deal (not counted).</source>
        <translation>A new practice match whose first hand is this deal (not counted).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;New match…</source>
        <translation>&amp;New match…</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Next hand</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1: %2 this hand, %3 in all</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You made cappotto!</source>
        <translation>You made cappotto!</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Deal number: %1</source>
        <translation>Deal number: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Practice: not counted in the statistics.</source>
        <translation>Practice: not counted in the statistics.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player reached the busche limit: the fewest busche win.</source>
        <translation>A player reached the busche limit: the fewest busche win.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone left reached the target in the same hand: the lowest total wins.</source>
        <translation>Everyone left reached the target in the same hand: the lowest total wins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A total reached the target: the lowest total wins.</source>
        <translation>A total reached the target: the lowest total wins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand of the match is over: the lowest total wins.</source>
        <translation>The last hand of the match is over: the lowest total wins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A team reached the target: the other team wins.</source>
        <translation>A team reached the target: the other team wins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams reached the target in the same hand: the lower total wins.</source>
        <translation>Both teams reached the target in the same hand: the lower total wins.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monte</source>
        <translation>Monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed Four</source>
        <translation>Removed Four</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host.py" line="+111"/>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Open the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Start the match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>At the table:</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Opening the table…</source>
        <translation>Opening the table…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close the table? The match ends for everyone at it and cannot be resumed.</source>
        <translation>Close the table? The match ends for everyone at it and cannot be resumed.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table cannot be kept on this computer&apos;s disk (%1): if the app stops, its match cannot be resumed. The match goes on.</source>
        <translation>The table cannot be kept on this computer&apos;s disk (%1): if the app stops, its match cannot be resumed. The match goes on.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tell the others the code and the address. Seats nobody takes are played by the computer. Anyone on this network can read the game&apos;s traffic: it is not encrypted.</source>
        <translation>Tell the others the code and the address. Seats nobody takes are played by the computer. Anyone on this network can read the game&apos;s traffic: it is not encrypted.</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+103"/>
        <source>The table cannot be opened: %1</source>
        <translation>The table cannot be opened: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table code: %1</source>
        <translation>Table code: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Someone is guessing the code: a new one was drawn. Tell it to the players who have not sat down yet.</source>
        <translation>Someone is guessing the code: a new one was drawn. Tell it to the players who have not sat down yet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address to join: %1</source>
        <translation>Address to join: %1</translation>
    </message>
</context>
<context>
    <name>HostForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_form.py" line="+85"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Change the rules…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table name:</source>
        <translation>&amp;Table name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Stand-in le&amp;vel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Listen on:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Idle turn after:</source>
        <translation>&amp;Idle turn after:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>any free port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person who takes longer has that turn played by the computer.</source>
        <translation>A person who takes longer has that turn played by the computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All networks of this computer</source>
        <translation>All networks of this computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer only (a test)</source>
        <translation>This computer only (a test)</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+12"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>A name is 1 to 24 characters of plain text.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Open at least one seat for a person at another computer.</source>
        <translation>Open at least one seat for a person at another computer.</translation>
    </message>
</context>
<context>
    <name>HostedTable</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/hosted.py" line="+122"/>
        <source>The file is not a table this version of Ciapanò can resume (%1).</source>
        <translation>The file is not a table this version of Ciapanò can resume (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The interrupted table cannot be resumed. %1</source>
        <translation>The interrupted table cannot be resumed. %1</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <location filename="../ciapano_qt/ui/app/instance.py" line="+226"/>
        <source>Another copy of Ciapanò is running, but it does not answer: it may be busy or stuck. It keeps its data folder (%1), with the match in progress and the statistics, until it ends.

Switch to it and wait, or close it (end it if it stays stuck), then start Ciapanò again.</source>
        <translation>Another copy of Ciapanò is running, but it does not answer: it may be busy or stuck. It keeps its data folder (%1), with the match in progress and the statistics, until it ends.

Switch to it and wait, or close it (end it if it stays stuck), then start Ciapanò again.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ciapanò is already running</source>
        <translation>Ciapanò is already running</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join.py" line="+131"/>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tables on this network:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table &amp;code:</source>
        <translation>Table &amp;code:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>address:port, as the host tells it</source>
        <translation>address:port, as the host tells it</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six digits</source>
        <translation>six digits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>as the others will see it</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rej&amp;oin the table at %1 (as %2)</source>
        <translation>Rej&amp;oin the table at %1 (as %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Forget it</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Give up the seat kept at that table: the computer plays it to the end.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Taking your seat back at %1…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Looking for tables on this network…</source>
        <translation>Looking for tables on this network…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pick a table, or type its address below.</source>
        <translation>Pick a table, or type its address below.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table answered. Type the address and port the host&apos;s screen shows (some networks keep computers from finding each other).</source>
        <translation>No table answered. Type the address and port the host&apos;s screen shows (some networks keep computers from finding each other).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type the address as address:port (for example 192.168.1.5:40000).</source>
        <translation>Type the address as address:port (for example 192.168.1.5:40000).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table code is the six digits the host&apos;s screen shows.</source>
        <translation>The table code is the six digits the host&apos;s screen shows.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>A name is 1 to 24 characters of plain text.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Joining %1…</source>
        <translation>Joining %1…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Your seat stays kept: try again once the host is back.</source>
        <translation>Your seat stays kept: try again once the host is back.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seated. Waiting for the host to start the match. At the table: %1</source>
        <translation>Seated. Waiting for the host to start the match. At the table: %1</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lasttrick.py" line="+20"/>
        <location line="+7"/>
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You took the last trick.</source>
        <translation>You took the last trick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the last trick.</source>
        <translation>%1 took the last trick.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the previous hand: no trick of this hand is finished yet.</source>
        <translation>From the previous hand: no trick of this hand is finished yet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last trick of the previous hand</source>
        <translation>Last trick of the previous hand</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <location filename="../ciapano_qt/ui/session/lesson.py" line="+114"/>
        <source>In this lesson, play the %1.</source>
        <translation>In this lesson, play the %1.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lesson.py" line="+262"/>
        <source>Guided first match</source>
        <translation>Guided first match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Skip lesson</source>
        <translation>&amp;Skip lesson</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Next lesson</source>
        <translation>&amp;Next lesson</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Close the guide</source>
        <translation>&amp;Close the guide</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lesson table</source>
        <translation>Lesson table</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Follow suit</source>
        <translation>Follow suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the trick</source>
        <translation>Duck under the trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which cards carry points</source>
        <translation>Which cards carry points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick</source>
        <translation>The last trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotto</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A suit has been led: you must play a card of that suit while you have one. The cards you may play are raised now: only your cards of the led suit. This lesson asks for the %1: it stays under the card winning the trick, so the trick goes to someone else, and it is the highest card that does, so your lower ones are kept for later.</source>
        <translation>A suit has been led: you must play a card of that suit while you have one. The cards you may play are raised now: only your cards of the led suit. This lesson asks for the %1: it stays under the card winning the trick, so the trick goes to someone else, and it is the highest card that does, so your lower ones are kept for later.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You want to take as few points as you can. Play a card lower than the one winning the trick: the trick goes to someone else.</source>
        <translation>You want to take as few points as you can. Play a card lower than the one winning the trick: the trick goes to someone else.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aces are worth one point each; Threes, Twos and the figures a third each; Fours to Sevens nothing. You cannot follow suit: give your Ace away to a trick someone else takes.</source>
        <translation>Aces are worth one point each; Threes, Twos and the figures a third each; Fours to Sevens nothing. You cannot follow suit: give your Ace away to a trick someone else takes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth one point more. With two cards left, keep for the end the card less likely to take a trick, and play the other one now.</source>
        <translation>The last trick is worth one point more. With two cards left, keep for the end the card less likely to take a trick, and play the other one now.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have taken every point so far. Take every trick, the last one too, and you make cappotto: you score nothing and every other player 11.</source>
        <translation>You have taken every point so far. Take every trick, the last one too, and you make cappotto: you score nothing and every other player 11.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Watch the table: the other players play first. The lesson&apos;s point comes at your first turn.</source>
        <translation>Watch the table: the other players play first. The lesson&apos;s point comes at your first turn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this lesson your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter). Watch the table; the lesson&apos;s point comes when it matters.</source>
        <translation>In this lesson your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter). Watch the table; the lesson&apos;s point comes when it matters.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Well done: that was the card to play.</source>
        <translation>Well done: that was the card to play.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play out the hand the same way: the one card that is raised, each time.</source>
        <translation>Play out the hand the same way: the one card that is raised, each time.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From here on your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter).</source>
        <translation>From here on your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lesson %1 of %2: %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Well done!</source>
        <translation>Well done!</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>That was the last lesson. Close the guide and start a match of your own (Game, New match).</source>
        <translation>That was the last lesson. Close the guide and start a match of your own (Game, New match).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Finish</source>
        <translation>&amp;Finish</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The hand is over. On to the next lesson when you are ready.</source>
        <translation>The hand is over. On to the next lesson when you are ready.</translation>
    </message>
</context>
<context>
    <name>LobbyModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/lobby.py" line="+88"/>
        <source>%1 (you)</source>
        <translation>%1 (you)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a free seat (the computer plays it if nobody comes)</source>
        <translation>a free seat (the computer plays it if nobody comes)</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+108"/>
        <source>&amp;Public tables:</source>
        <translation>&amp;Public tables:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join this table</source>
        <translation>&amp;Join this table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a &amp;table…</source>
        <translation>Create a &amp;table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>Invitation &amp;code:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KQ7M-3XTR-W9, or the link you were sent</source>
        <translation>KQ7M-3XTR-W9, or the link you were sent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jo&amp;in</source>
        <translation>Jo&amp;in</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+122"/>
        <source>Ciapanò</source>
        <translation>Ciapanò</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/menus.py" line="+162"/>
        <location line="+2"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New match…</source>
        <translation>&amp;New match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>H&amp;ost a table…</source>
        <translation>H&amp;ost a table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Join a table…</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Undo card</source>
        <translation>&amp;Undo card</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sto&amp;p the demo</source>
        <translation>Sto&amp;p the demo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo card</source>
        <translation>&amp;Redo card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the hand for &amp;me</source>
        <translation>Finish the hand for &amp;me</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Score sheet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card trac&amp;ker</source>
        <translation>Card trac&amp;ker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ciapanò</source>
        <translation>&amp;About Ciapanò</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first match…</source>
        <translation>&amp;Guided first match…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pl&amp;ay online…</source>
        <translation>Pl&amp;ay online…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>H</source>
        <comment>shortcut of Hint</comment>
        <translation>H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <comment>shortcut of Last trick</comment>
        <translation>L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S</source>
        <comment>shortcut of Score sheet</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+125"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/matchflow.py" line="+52"/>
        <source>The demo is over. Game, New match starts a match of your own.</source>
        <translation>The demo is over. Game, New match starts a match of your own.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Abandon the match?</source>
        <translation>Abandon the match?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match is in progress. Abandon it?</source>
        <translation>A match is in progress. Abandon it?</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The screen changes hands.</source>
        <translation>The screen changes hands.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+41"/>
        <source>No message</source>
        <translation>No message</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+27"/>
        <source>The hand is over.</source>
        <translation>The hand is over.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+33"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-21"/>
        <location line="+24"/>
        <source>%1 is playing…</source>
        <translation>%1 is playing…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>You deal with one card over: click a card to discard it.</source>
        <translation>You deal with one card over: click a card to discard it.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+17"/>
        <source>Your turn: play a card.</source>
        <translation>Your turn: play a card.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="+60"/>
        <source>Review of hand %1</source>
        <translation>Review of hand %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-23"/>
        <source>You deal</source>
        <translation>You deal</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/menus.py" line="-43"/>
        <source>More tools</source>
        <translation>More tools</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status line</source>
        <translation>Status line</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resize the window</source>
        <translation>Resize the window</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-8"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>Your lead: play any card you like.</source>
        <translation>Your lead: play any card you like.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your lead: play a card.</source>
        <translation>Your lead: play a card.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+4"/>
        <source>Your turn: follow %1.</source>
        <translation>Your turn: follow %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your turn: you cannot follow, play any card.</source>
        <translation>Your turn: you cannot follow, play any card.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+10"/>
        <source>Hint: %1.</source>
        <translation>Hint: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="-29"/>
        <source>No trick has been played yet.</source>
        <translation>No trick has been played yet.</translation>
    </message>
</context>
<context>
    <name>MatchPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+85"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;wo against two (partners sit opposite)</source>
        <translation>T&amp;wo against two (partners sit opposite)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;urvivors:</source>
        <translation>S&amp;urvivors:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Six to &amp;eight players:</source>
        <translation>Six to &amp;eight players:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ace of batons:</source>
        <translation>&amp;Ace of batons:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hands in the match:</source>
        <translation>&amp;Hands in the match:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fractions:</source>
        <translation>&amp;Fractions:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cappotto:</source>
        <translation>&amp;Cappotto:</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The &amp;match ends when anyone reaches the target</source>
        <translation>The &amp;match ends when anyone reaches the target</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Th&amp;ree players:</source>
        <translation>Th&amp;ree players:</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Busca: c&amp;overing:</source>
        <translation>Busca: c&amp;overing:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca: &amp;dealer:</source>
        <translation>Busca: &amp;dealer:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Busche &amp;limit:</source>
        <translation>Busche &amp;limit:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Target:</source>
        <translation>&amp;Target:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Busca: four players, each for themselves; take some points but not the most. The fewest busche win.</source>
        <translation>Busca: four players, each for themselves; take some points but not the most. The fewest busche win.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When th&amp;ree are left:</source>
        <translation>When th&amp;ree are left:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Used once players have dropped out and three are left in play.</source>
        <translation>Used once players have dropped out and three are left in play.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Busca does not use this option.</source>
        <translation>Busca does not use this option.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody drops out in a match of a fixed number of hands or two against two.</source>
        <translation>Nobody drops out in a match of a fixed number of hands or two against two.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three players are never in play in this match.</source>
        <translation>Three players are never in play in this match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for a match begun with six to eight players.</source>
        <translation>Only for a match begun with six to eight players.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>Two against two is played by exactly four players.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lowest total wins at the target: the survivors do not count.</source>
        <translation>The lowest total wins at the target: the survivors do not count.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Only Busca uses this option.</source>
        <translation>Only Busca uses this option.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../ciapano_qt/ui/text/messages.py" line="+27"/>
        <source>variant</source>
        <translation>variant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of players</source>
        <translation>number of players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation>target</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>survivors</source>
        <translation>survivors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest total wins at the target</source>
        <translation>lowest total wins at the target</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three-player method</source>
        <translation>three-player method</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fractions</source>
        <translation>fractions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cappotto</source>
        <translation>cappotto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca covering</source>
        <translation>Busca covering</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca dealer</source>
        <translation>Busca dealer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>method for six to eight players</source>
        <translation>method for six to eight players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of batons</source>
        <translation>ace of batons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of hands</source>
        <translation>number of hands</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two against two</source>
        <translation>two against two</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You must follow {suit}.</source>
        <translation>You must follow {suit}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is not in your hand.</source>
        <translation>{card} is not in your hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>The hand is over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is being played.</source>
        <translation>No hand is being played.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lead {suit} to the first trick.</source>
        <translation>You may not lead {suit} to the first trick.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may not throw away the {card} on the first trick.</source>
        <translation>You may not throw away the {card} on the first trick.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A finished hand cannot be undone.</source>
        <translation>A finished hand cannot be undone.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {option} must be from {low} to {high}.</source>
        <translation>The {option} must be from {low} to {high}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Busca is played by exactly four players.</source>
        <translation>Busca is played by exactly four players.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There must be fewer survivors than players ({players}).</source>
        <translation>There must be fewer survivors than players ({players}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>Two against two is played by exactly four players.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record is marked as version 1 but uses an option of version 2 ({option}): it was altered or damaged.</source>
        <translation>The record is marked as version 1 but uses an option of version 2 ({option}): it was altered or damaged.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The value of the {option} is not allowed.</source>
        <translation>The value of the {option} is not allowed.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wait for your turn.</source>
        <translation>Wait for your turn.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The {card} is your only legal card.</source>
        <translation>The {card} is your only legal card.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the {card}: it is the card most likely to cost you points.</source>
        <translation>Discard the {card}: it is the card most likely to cost you points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and go for cappotto: every point is yours.</source>
        <translation>Play the {card} and go for cappotto: every point is yours.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this trick with the {card}: otherwise {seat} may make cappotto.</source>
        <translation>Take this trick with the {card}: otherwise {seat} may make cappotto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take this trick with the {card}: you still need a point to cover.</source>
        <translation>Take this trick with the {card}: you still need a point to cover.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and keep the {keep} for the last trick, where it is less likely to win.</source>
        <translation>Play the {card} and keep the {keep} for the last trick, where it is less likely to win.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead low in {suit}: the others still hold higher cards.</source>
        <translation>Lead low in {suit}: the others still hold higher cards.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card} now: it would win a trick anyway.</source>
        <translation>Lead the {card} now: it would win a trick anyway.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card}.</source>
        <translation>Lead the {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the {best}: the trick goes to {winner}.</source>
        <translation>Duck under the {best}: the trick goes to {winner}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must take this trick: shed the {card} with it.</source>
        <translation>You must take this trick: shed the {card} with it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card}: a later player may still overtake it.</source>
        <translation>Play the {card}: a later player may still overtake it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow with the {card}.</source>
        <translation>Follow with the {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}.</source>
        <translation>Get rid of the {card} while you are void in {void}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}: nobody could beat it later.</source>
        <translation>Get rid of the {card} while you are void in {void}: nobody could beat it later.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw away the {card} while you are void in {void}.</source>
        <translation>Throw away the {card} while you are void in {void}.</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-54"/>
        <source>Ciapanò — table at %1</source>
        <translation>Ciapanò — table at %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 is away: the computer plays meanwhile.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back at the table.</source>
        <translation>Back at the table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table dropped: taking the seat back…</source>
        <translation>The connection to the table dropped: taking the seat back…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match is over. Won by: %1</source>
        <translation>The match is over. Won by: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_views.py" line="+92"/>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Score sheet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>E&amp;xport match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lea&amp;ve the table</source>
        <translation>Lea&amp;ve the table</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>L</source>
        <comment>shortcut of Last trick</comment>
        <translation>L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S</source>
        <comment>shortcut of Score sheet</comment>
        <translation>S</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No hand has been finished yet.</source>
        <translation>No hand has been finished yet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not available: this seat missed a hand while it was away, and only the host keeps the whole match.</source>
        <translation>Not available: this seat missed a hand while it was away, and only the host keeps the whole match.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No trick has been played yet.</source>
        <translation>No trick has been played yet.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/newmatch.py" line="+104"/>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Change settings…</source>
        <translation>&amp;Change settings…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Deal number:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new deal</source>
        <translation>a new deal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Deal number</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>People at this screen pass it between their turns; nobody sees another&apos;s cards. The match is not counted in the statistics.</source>
        <translation>People at this screen pass it between their turns; nobody sees another&apos;s cards. The match is not counted in the statistics.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the next seat on the right.</source>
        <translation>Play passes to the next seat on the right.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>A deal number is a whole number from 0 to %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: that deal is the first hand; the match is not counted.</source>
        <translation>Practice: that deal is the first hand; the match is not counted.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To play a hand again, type the deal number its summary shows.</source>
        <translation>To play a hand again, type the deal number its summary shows.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../ciapano_qt/ui/app/notices.py" line="+77"/>
        <source>Some of your settings could not be read, so their defaults are used.</source>
        <translation>Some of your settings could not be read, so their defaults are used.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old settings file was kept as %1.</source>
        <translation>The old settings file was kept as %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your settings file %1 was a link to another file, which Ciapanò does not write through.</source>
        <translation>Your settings file %1 was a link to another file, which Ciapanò does not write through.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file %1 was a folder, a pipe or a device, not a file.</source>
        <translation>Your settings file %1 was a folder, a pipe or a device, not a file.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ciapanò may not read your settings file %1.</source>
        <translation>Ciapanò may not read your settings file %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings file %1 was not a text file that Ciapanò can read.</source>
        <translation>Your settings file %1 was not a text file that Ciapanò can read.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings start from their defaults.</source>
        <translation>Your settings start from their defaults.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was moved aside as %1.</source>
        <translation>It was moved aside as %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings are kept in a new file.</source>
        <translation>Your settings are kept in a new file.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be moved aside and is left as it is: your settings are not saved until it is moved away.</source>
        <translation>It could not be moved aside and is left as it is: your settings are not saved until it is moved away.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ciapanò may not read the statistics file, so statistics start again.</source>
        <translation>Ciapanò may not read the statistics file, so statistics start again.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file was damaged, so statistics start again.</source>
        <translation>The statistics file was damaged, so statistics start again.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your old statistics were kept as %1.</source>
        <translation>Your old statistics were kept as %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be moved aside and is left as it is (%1): no match is counted until it can be read or is moved.</source>
        <translation>The file could not be moved aside and is left as it is (%1): no match is counted until it can be read or is moved.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Settings reset to their defaults</source>
        <translation>Settings reset to their defaults</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics started again</source>
        <translation>Statistics started again</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online.py" line="+128"/>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;reate</source>
        <translation>C&amp;reate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The clubs cannot be remembered: %1</source>
        <translation>The clubs cannot be remembered: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sitting down at the table again…</source>
        <translation>Sitting down at the table again…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joining the table %1…</source>
        <translation>Joining the table %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the club at %2</source>
        <translation>%1, the club at %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pick a table in the list first.</source>
        <translation>Pick a table in the list first.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An invitation code is ten letters and digits, like KQ7M-3XTR-W9.</source>
        <translation>An invitation code is ten letters and digits, like KQ7M-3XTR-W9.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Creating the table…</source>
        <translation>Creating the table…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Start the match when everyone is there.</source>
        <translation>Start the match when everyone is there.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seated. Waiting for the table&apos;s creator to start the match.</source>
        <translation>Seated. Waiting for the table&apos;s creator to start the match.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link is copied: paste it to whoever you invite.</source>
        <translation>The link is copied: paste it to whoever you invite.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The connection to the club dropped: sitting down at the table again…</source>
        <translation>The connection to the club dropped: sitting down at the table again…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Taking your seat back at %1…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_meet.py" line="+114"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>A name is 1 to 24 characters of plain text.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No club answers at %1 (%2).</source>
        <translation>No club answers at %1 (%2).</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Go &amp;back to the club table at %1 (as %2)</source>
        <translation>Go &amp;back to the club table at %1 (as %2)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../ciapano_qt/ui/table/passscreen.py" line="+64"/>
        <source>The seats at the table</source>
        <translation>The seats at the table</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pass to %1</source>
        <translation>Pass to %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand is face down: hand the screen over, and the others look away.</source>
        <translation>Every hand is face down: hand the screen over, and the others look away.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1: show my cards</source>
        <translation>I am %1: show my cards</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+51"/>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a file but a folder, a pipe or a device.</source>
        <translation>This is not a file but a folder, a pipe or a device.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is far larger than any match record.</source>
        <translation>The file is far larger than any match record.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>The file is empty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a text file.</source>
        <translation>The file is not a text file.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file stops before its end: it was cut short.</source>
        <translation>The file stops before its end: it was cut short.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The file is not a match record.</source>
        <translation>The file is not a match record.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Ciapanò match record.</source>
        <translation>The file is not a Ciapanò match record.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match was saved by a newer version of Ciapanò.</source>
        <translation>The match was saved by a newer version of Ciapanò.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has an unknown record version.</source>
        <translation>The file has an unknown record version.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The record holds a move that the rules do not allow (%1).</source>
        <translation>The record holds a move that the rules do not allow (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match record is damaged (%1).</source>
        <translation>The match record is damaged (%1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be resumed. %1</source>
        <translation>The saved match could not be resumed. %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file was kept as %1.</source>
        <translation>The file was kept as %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It holds no match, so the next save replaces it: %1.</source>
        <translation>It holds no match, so the next save replaces it: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was left as it is: %1.</source>
        <translation>The file was left as it is: %1.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>You can start a new match.</source>
        <translation>You can start a new match.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be opened.</source>
        <translation>%1 cannot be opened.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+220"/>
        <source>The match cannot be saved automatically in %1 (%2). You can play on, but the match may be lost if Ciapanò stops. Use Export match… to keep it elsewhere.</source>
        <translation>The match cannot be saved automatically in %1 (%2). You can play on, but the match may be lost if Ciapanò stops. Use Export match… to keep it elsewhere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Autosave failed</source>
        <translation>Autosave failed</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+214"/>
        <source>The match is not saved</source>
        <translation>The match is not saved</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last autosave in %1 failed (%2): if you quit now, this match is lost. Export it to a file first?</source>
        <translation>The last autosave in %1 failed (%2): if you quit now, this match is lost. Export it to a file first?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Export match…</source>
        <translation>&amp;Export match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit and lose it</source>
        <translation>&amp;Quit and lose it</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+102"/>
        <source>Saved match refused</source>
        <translation>Saved match refused</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="-182"/>
        <source>&amp;Open match…</source>
        <translation>&amp;Open match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>E&amp;xport match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The match could not be written to %1: %2.</source>
        <translation>The match could not be written to %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match was written to %1.</source>
        <translation>The match was written to %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match exported</source>
        <translation>Match exported</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+89"/>
        <source>Open match</source>
        <translation>Open match</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>This match is not finished. Resume it here? The match on the table is replaced.</source>
        <translation>This match is not finished. Resume it here? The match on the table is replaced.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match in progress is lost unless you export it first.</source>
        <translation>The match in progress is lost unless you export it first.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the match?</source>
        <translation>Resume the match?</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Export match</source>
        <translation>Export match</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>Ciapanò matches (*.json);;All files (*)</source>
        <translation>Ciapanò matches (*.json);;All files (*)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+65"/>
        <source>&amp;You:</source>
        <translation>&amp;You:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opponent &amp;%1:</source>
        <translation>Opponent &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person at this screen</source>
        <translation>Person at this screen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level of opponent %1</source>
        <translation>Level of opponent %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of opponent %1</source>
        <translation>Name of opponent %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the right: opponent 1 sits on your right.</source>
        <translation>Play passes to the right: opponent 1 sits on your right.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seats at the table</source>
        <translation>The seats at the table</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+23"/>
        <source>This table speaks another version of the network protocol (%1; this program speaks %2). Both need the same version of Ciapanò.</source>
        <translation>This table speaks another version of the network protocol (%1; this program speaks %2). Both need the same version of Ciapanò.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every seat at this table is taken.</source>
        <translation>Every seat at this table is taken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong table code: ask the host for the six digits shown on their screen.</source>
        <translation>Wrong table code: ask the host for the six digits shown on their screen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is closed, or its match has started without you.</source>
        <translation>This table is closed, or its match has started without you.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at this table is no longer kept (its match is over).</source>
        <translation>Your seat at this table is no longer kept (its match is over).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name cannot be used: 1 to 24 characters of plain text.</source>
        <translation>That name cannot be used: 1 to 24 characters of plain text.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is turning joiners away for now (too many attempts): wait a minute, then try again.</source>
        <translation>The table is turning joiners away for now (too many attempts): wait a minute, then try again.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host refused to seat you.</source>
        <translation>The host refused to seat you.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The club&apos;s certificate is not the one you trusted before. It may have a new certificate (ask whoever runs it), or someone is between you and the club: nothing was sent.</source>
        <translation>The club&apos;s certificate is not the one you trusted before. It may have a new certificate (ask whoever runs it), or someone is between you and the club: nothing was sent.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No authority vouches for this club&apos;s certificate, and it is not one you have trusted: nothing was sent.</source>
        <translation>No authority vouches for this club&apos;s certificate, and it is not one you have trusted: nothing was sent.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host runs an older version of Ciapanò: it needs to update before you can join.</source>
        <translation>The host runs an older version of Ciapanò: it needs to update before you can join.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong code, or someone between you and the host. Check the six digits on the host&apos;s screen and join again.</source>
        <translation>Wrong code, or someone between you and the host. Check the six digits on the host&apos;s screen and join again.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too late: the game had already moved on (the computer played for you).</source>
        <translation>Too late: the game had already moved on (the computer played for you).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused that card.</source>
        <translation>The host refused that card.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not understand that move.</source>
        <translation>The host did not understand that move.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/connection.py" line="+187"/>
        <location filename="../ciapano_qt/ui/remote/session.py" line="+181"/>
        <source>The match is over and the table has closed.</source>
        <translation>The match is over and the table has closed.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The connection to the table was lost.</source>
        <translation>The connection to the table was lost.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The connection to the table was lost and the seat could not be taken back.</source>
        <translation>The connection to the table was lost and the seat could not be taken back.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No table answers at that address (%1).</source>
        <translation>No table answers at that address (%1).</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/session.py" line="-37"/>
        <source>The host keeps sending invalid messages: the table was left.</source>
        <translation>The host keeps sending invalid messages: the table was left.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The host closed the table.</source>
        <translation>The host closed the table.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 is away: the computer plays meanwhile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1 is back at the table.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+10"/>
        <source>Hand over: %1</source>
        <translation>Hand over: %1</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="+61"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to hand</source>
        <translation>Go to hand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Hand:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>|◀ First</source>
        <translation>|◀ First</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Back</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Forward ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last ▶|</source>
        <translation>Last ▶|</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Review my cards</source>
        <translation>&amp;Review my cards</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No hand was played.</source>
        <translation>No hand was played.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/replay.py" line="+187"/>
        <source>Hand %1 of %2: no trick played yet</source>
        <translation>Hand %1 of %2: no trick played yet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1 of %2, trick %3 of %4</source>
        <translation>Hand %1 of %2, trick %3 of %4</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="-107"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>No trick played yet</source>
        <translation>No trick played yet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 of %2</source>
        <translation>Trick %1 of %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick.</source>
        <translation>You take the trick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the trick.</source>
        <translation>%1 takes the trick.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tricks taken: %1</source>
        <translation>Tricks taken: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand scores</source>
        <translation>Hand scores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review of the match</source>
        <translation>Review of the match</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 (%2): you played %3; better: %4 (%5 busche lost).</source>
        <translation>%1 (%2): you played %3; better: %4 (%5 busche lost).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2): you played %3; better: %4 (%5 points lost).</source>
        <translation>%1 (%2): you played %3; better: %4 (%5 points lost).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Totals</source>
        <translation>Totals</translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_resume.py" line="+116"/>
        <source>&amp;Resume the table</source>
        <translation>&amp;Resume the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Discard it</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your table “%1” stopped in the middle of its match (hand %2, table code %3; at the table: %4). Resume it: the match goes on from the card where it stopped, at the same address, and the others&apos; apps take their seats back; the computer plays for anyone not back yet.</source>
        <translation>Your table “%1” stopped in the middle of its match (hand %2, table code %3; at the table: %4). Resume it: the match goes on from the card where it stopped, at the same address, and the others&apos; apps take their seats back; the computer plays for anyone not back yet.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Discard the table</source>
        <translation>Discard the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the interrupted table? Its match cannot be resumed afterwards.</source>
        <translation>Discard the interrupted table? Its match cannot be resumed afterwards.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/review.py" line="+56"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 busche against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 busche against the best one is a mistake, at least %2 an inaccuracy.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 points against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 points against the best one is a mistake, at least %2 an inaccuracy.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review progress</source>
        <translation>Review progress</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel review</source>
        <translation>&amp;Cancel review</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reviewing your cards…</source>
        <translation>Reviewing your cards…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your decisions</source>
        <translation>Your decisions</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Reviewing your cards: decision %1 of %2…</source>
        <translation>Reviewing your cards: decision %1 of %2…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing to review: you never had a choice of card.</source>
        <translation>Nothing to review: you never had a choice of card.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busche lost in the match: %1 (%2 decisions).</source>
        <translation>Busche lost in the match: %1 (%2 decisions).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in the match: %1 (%2 decisions).</source>
        <translation>Points lost in the match: %1 (%2 decisions).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche lost in this hand: %1 (%2 decisions).</source>
        <translation>Busche lost in this hand: %1 (%2 decisions).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in this hand: %1 (%2 decisions).</source>
        <translation>Points lost in this hand: %1 (%2 decisions).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No mistakes: well played.</source>
        <translation>No mistakes: well played.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistakes: %1. Inaccuracies: %2.</source>
        <translation>Mistakes: %1. Inaccuracies: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review failed: %1</source>
        <translation>The review failed: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review cancelled.</source>
        <translation>Review cancelled.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/review.py" line="+46"/>
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inaccuracy</source>
        <translation>Inaccuracy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Trick %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card played</source>
        <translation>Card played</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Better card</source>
        <translation>Better card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>Points lost</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Busche lost</source>
        <translation>Busche lost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Mark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/rulenames.py" line="+16"/>
        <source>Classic Ciapanò</source>
        <translation>Classic Ciapanò</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca</source>
        <translation>Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer discards a card</source>
        <translation>Dealer discards a card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a Four</source>
        <translation>Remove a Four</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (one card face down)</source>
        <translation>Monte (one card face down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick pays the rest up to 11</source>
        <translation>Last trick pays the rest up to 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fractions are lost</source>
        <translation>Fractions are lost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict (all points and the last trick)</source>
        <translation>Strict (all points and the last trick)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lenient (the others under one point each)</source>
        <translation>Lenient (the others under one point each)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a card point</source>
        <translation>By taking a card point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a trick</source>
        <translation>By taking a trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the right</source>
        <translation>Passes to the right</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s loser deals</source>
        <translation>The last hand&apos;s loser deals</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take out Fours (and a Five)</source>
        <translation>Take out Fours (and a Five)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (cards face down)</source>
        <translation>Monte (cards face down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 1 point, like any ace</source>
        <translation>Worth 1 point, like any ace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 11 points (hands of 21)</source>
        <translation>Worth 11 points (hands of 21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 6 points (hands of 16)</source>
        <translation>Worth 6 points (hands of 16)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (computer, %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Busca, four players, busche limit %1</source>
        <translation>Busca, four players, busche limit %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Classic Ciapanò, %n players</source>
        <translation>
            <numerusform>Classic Ciapanò, %n player</numerusform>
            <numerusform>Classic Ciapanò, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Classic Ciapanò, %n players, target %1</source>
        <translation>
            <numerusform>Classic Ciapanò, %n player, target %1</numerusform>
            <numerusform>Classic Ciapanò, %n players, target %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capital</source>
        <comment>a switch, not shown: translate as Small when a sentence goes on in small letters after a colon in your language, else as Capital</comment>
        <translation>Capital</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Two against two: you and the player opposite are partners</source>
        <translation>Two against two: you and the player opposite are partners</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A match of %n hands: the lowest total wins</source>
        <translation>
            <numerusform>A match of %n hand: the lowest total wins</numerusform>
            <numerusform>A match of %n hands: the lowest total wins</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ace of batons: %1</source>
        <translation>Ace of batons: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With six to eight players: %1</source>
        <translation>With six to eight players: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survivors: %1</source>
        <translation>Survivors: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With three players: %1</source>
        <translation>With three players: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When three players are left: %1</source>
        <translation>When three players are left: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); the last trick adds 1.</source>
        <translation>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); the last trick adds 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); whoever took the last trick scores %1 minus the others&apos; scores.</source>
        <translation>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); whoever took the last trick scores %1 minus the others&apos; scores.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="-44"/>
        <source>Rules of Ciapanò</source>
        <translation>Rules of Ciapanò</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules document is missing from this installation.</source>
        <translation>The rules document is missing from this installation.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/scoresheet.py" line="+23"/>
        <location line="+6"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>✗ out of the match after that hand; — not playing.</source>
        <translation>✗ out of the match after that hand; — not playing.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the match after that hand: a cross; not playing: a dash.</source>
        <translation>Out of the match after that hand: a cross; not playing: a dash.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/scoresheet.py" line="+104"/>
        <source>not playing</source>
        <translation>not playing</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, out after this hand</source>
        <translation>%1, out after this hand</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out after this hand</source>
        <translation>Out after this hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
</context>
<context>
    <name>Screen</name>
    <message>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="+87"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../ciapano_qt/ui/table/seatring.py" line="+59"/>
        <source>In the order of play: %1</source>
        <translation>In the order of play: %1</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/seats.py" line="+83"/>
        <source>Seat &amp;%1:</source>
        <translation>Seat &amp;%1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of seat %1</source>
        <translation>Name of seat %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Who plays seat %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Type your name</source>
        <translation>Type your name</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Person at this screen</source>
        <translation>Person at this screen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person at another computer</source>
        <translation>Person at another computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Every seat needs a name.</source>
        <translation>Every seat needs a name.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>People at one screen: give yourself a name in seat 1.</source>
        <translation>People at one screen: give yourself a name in seat 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two people have the same name: the pass screen calls each by name.</source>
        <translation>Two people have the same name: the pass screen calls each by name.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../ciapano_qt/ui/app/settings.py" line="+301"/>
        <location filename="../ciapano_qt/ui/applysettings.py" line="+21"/>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="-5"/>
        <source>You</source>
        <translation>You</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingsdialog.py" line="+55"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings pages</source>
        <translation>Settings pages</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule changes apply to the next match.</source>
        <translation>Rule changes apply to the next match.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+80"/>
        <location line="+98"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Statistics per variant</source>
        <translation>Statistics per variant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Figures</source>
        <translation>&amp;Figures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;coach&apos;s trend</source>
        <translation>The &amp;coach&apos;s trend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Reset statistics…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The statistics file could not be read; statistics start again.</source>
        <translation>The statistics file could not be read; statistics start again.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file was kept as %1.</source>
        <translation>The old file was kept as %1.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Filled dot: a match without help. Hollow dot: an assisted match.</source>
        <translation>Filled dot: a match without help. Hollow dot: an assisted match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach&apos;s trend appears here once it has reviewed your hands: turn on &apos;Review every hand automatically&apos; (Settings, Table) or choose &apos;Review my cards&apos; after a hand.</source>
        <translation>The coach&apos;s trend appears here once it has reviewed your hands: turn on &apos;Review every hand automatically&apos; (Settings, Table) or choose &apos;Review my cards&apos; after a hand.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/stats.py" line="+51"/>
        <source>Matches played</source>
        <translation>Matches played</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Matches won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of matches won (%)</source>
        <translation>Share of matches won (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty points (busche in Busca)</source>
        <translation>Penalty points (busche in Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average per hand</source>
        <translation>Average per hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti made</source>
        <translation>Cappotti made</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti suffered</source>
        <translation>Cappotti suffered</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands not covered (Busca)</source>
        <translation>Hands not covered (Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best match</source>
        <translation>Best match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst match</source>
        <translation>Worst match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands reviewed by the coach</source>
        <translation>Hands reviewed by the coach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per decision (busche in Busca)</source>
        <translation>Points lost per decision (busche in Busca)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 per hand (%2 in %3 hands), %4</source>
        <translation>%1 per hand (%2 in %3 hands), %4</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>not recorded</source>
        <translation>not recorded</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assisted</source>
        <translation>assisted</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unassisted</source>
        <translation>unassisted</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches counted before assistance was recorded</source>
        <translation>Matches counted before assistance was recorded</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches with a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Matches with a hint, an undo, a redo, finish-for-me or the card tracker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches without a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Matches without a hint, an undo, a redo, finish-for-me or the card tracker</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+14"/>
        <source>Reset statistics?</source>
        <translation>Reset statistics?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All statistics will be set back to zero. This cannot be undone.</source>
        <translation>All statistics will be set back to zero. This cannot be undone.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics could not be reset: %1</source>
        <translation>The statistics could not be reset: %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/trendchart.py" line="+45"/>
        <source>%1: busche lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1: busche lost per decision (reviewed matches: %2, oldest first)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: points lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1: points lost per decision (reviewed matches: %2, oldest first)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (assisted)</source>
        <translation>%1 (assisted)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. Per match: %2. Average: %3.</source>
        <translation>%1. Per match: %2. Average: %3.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ciapano_qt/ui/table/steps.py" line="+143"/>
        <source>Click to continue</source>
        <translation>Click to continue</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/table/decor.py" line="+119"/>
        <source>Busche: %1</source>
        <translation>Busche: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team: %1</source>
        <translation>Team: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match: %1</source>
        <translation>Match: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out</source>
        <translation>Out</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Away</source>
        <translation>Away</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>partner of %1</source>
        <translation>partner of %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played by the computer until %1 returns</source>
        <translation>Played by the computer until %1 returns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Stock: %n</numerusform>
            <numerusform>Stock: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Monte</source>
        <translation>Monte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Removed</source>
        <translation>Removed</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n trick(s) taken</source>
        <translation>
            <numerusform>%1: %n trick taken</numerusform>
            <numerusform>%1: %n tricks taken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You draw</source>
        <translation>You draw</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws</source>
        <translation>%1 draws</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You take the trick. Click to continue.</source>
        <translation>You take the trick. Click to continue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take the trick.</source>
        <translation>You take the trick.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick. Click to continue.</source>
        <translation>%1 takes the trick. Click to continue.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 takes the trick.</source>
        <translation>%1 takes the trick.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../ciapano_qt/ui/table/access.py" line="+135"/>
        <source>On the table</source>
        <translation>On the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock and cards aside</source>
        <translation>Stock and cards aside</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>your turn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n trick(s) taken</source>
        <translation>
            <numerusform>%n trick taken</numerusform>
            <numerusform>%n tricks taken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins the match</source>
        <translation>wins the match</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>you: %2</source>
        <translation>you: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, taking the trick so far</source>
        <translation>%1, taking the trick so far</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, takes the trick</source>
        <translation>%1, takes the trick</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Monte: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n card</numerusform>
            <numerusform>Monte: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Removed: %n card(s)</source>
        <translation>
            <numerusform>Removed: %n card</numerusform>
            <numerusform>Removed: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer&apos;s discard</source>
        <translation>The dealer&apos;s discard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw %2</source>
        <translation>You draw %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 draws %2</source>
        <translation>%1 draws %2</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tablelooks.py" line="+56"/>
        <source>The pack&apos;s own</source>
        <translation>The pack&apos;s own</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Burgundy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Brown</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lar&amp;ge cards</source>
        <translation>Lar&amp;ge cards</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview of the table</source>
        <translation>Preview of the table</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>On a 1280 × 800 screen or larger, with two to five players; otherwise the normal size.</source>
        <translation>On a 1280 × 800 screen or larger, with two to five players; otherwise the normal size.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table has no room for them now: normal size.</source>
        <translation>This table has no room for them now: normal size.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Back: %1. Cloth: %2.</source>
        <translation>Back: %1. Cloth: %2.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+44"/>
        <source>%1 (French suits)</source>
        <translation>%1 (French suits)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (Italian suits)</source>
        <translation>%1 (Italian suits)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A click</source>
        <translation>A click</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A double-click</source>
        <translation>A double-click</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a moment</source>
        <translation>For a moment</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Until I click</source>
        <translation>Until I click</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show corner &amp;indices</source>
        <translation>Show corner &amp;indices</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casual play: allow &amp;undo and hints</source>
        <translation>Casual play: allow &amp;undo and hints</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view every hand automatically</source>
        <translation>Re&amp;view every hand automatically</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Cards:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>Card &amp;back:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cl&amp;oth:</source>
        <translation>Table cl&amp;oth:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animation speed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play a card with:</source>
        <translation>&amp;Play a card with:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a finished &amp;trick:</source>
        <translation>Keep a finished &amp;trick:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+53"/>
        <source>A private table: tell the others its invitation code, or send them the link (it also carries the club&apos;s address and fingerprint).</source>
        <translation>A private table: tell the others its invitation code, or send them the link (it also carries the club&apos;s address and fingerprint).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invitation link</source>
        <translation>Invitation link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;opy the link</source>
        <translation>C&amp;opy the link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>At the table:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Start the match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seats nobody took are played by the computer.</source>
        <translation>The seats nobody took are played by the computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../ciapano_qt/ui/table/view.py" line="+180"/>
        <source>Enter discards this card.</source>
        <translation>Enter discards this card.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playable: Enter plays it.</source>
        <translation>Playable: Enter plays it.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not playable: %1</source>
        <translation>Not playable: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+3"/>
        <source>Last card.</source>
        <translation>Last card.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>First card.</source>
        <translation>First card.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Card %1 of %2.</source>
        <translation>Card %1 of %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose a card of your hand; Enter plays it.</source>
        <translation>Left and Right choose a card of your hand; Enter plays it.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 reads the trick, 2 the scores, 3 whose turn it is.</source>
        <translation>1 reads the trick, 2 the scores, 3 whose turn it is.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 plays %2.</source>
        <translation>%1 plays %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play %2.</source>
        <translation>You play %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick: %3.</source>
        <translation>You take the trick: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick: %3.</source>
        <translation>%1 takes the trick: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %3: you deal.</source>
        <translation>Hand %3: you deal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %3: %1 deals.</source>
        <translation>Hand %3: %1 deals.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+4"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>no points</source>
        <translation>no points</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n third(s)</source>
        <translation>
            <numerusform>%n third</numerusform>
            <numerusform>%n thirds</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No match in progress.</source>
        <translation>No match in progress.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you: %2</source>
        <translation>you: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Trick: %1.</source>
        <translation>Trick: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards on the table.</source>
        <translation>No cards on the table.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores: %1.</source>
        <translation>Scores: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hand is over.</source>
        <translation>The hand is over.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Nobody&apos;s turn yet.</source>
        <translation>Nobody&apos;s turn yet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn.</source>
        <translation>%1&apos;s turn.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1 draws %2.</source>
        <translation>%1 draws %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You draw %2.</source>
        <translation>You draw %2.</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tracker.py" line="+78"/>
        <source>Card tracker</source>
        <translation>Card tracker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards by suit</source>
        <translation>Cards by suit</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The cards are hidden until the screen is taken.</source>
        <translation>The cards are hidden until the screen is taken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand in play.</source>
        <translation>No hand in play.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An aid: a match played with the tracker open counts as assisted.</source>
        <translation>An aid: a match played with the tracker open counts as assisted.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/tracker.py" line="+81"/>
        <source>Suit</source>
        <translation>Suit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yours</source>
        <translation>Yours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of play</source>
        <translation>Out of play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not seen yet</source>
        <translation>Not seen yet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points not seen</source>
        <translation>Points not seen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no %2.</source>
        <translation>%1 has no %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds %2.</source>
        <translation>%1 holds %2.</translation>
    </message>
</context>
<context>
    <name>TrustPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="-133"/>
        <source>This is the first time you connect to the club at %1. Its certificate was made by the club itself, so no authority vouches for it. Compare its fingerprint with the one whoever runs the club gave you:</source>
        <translation>This is the first time you connect to the club at %1. Its certificate was made by the club itself, so no authority vouches for it. Compare its fingerprint with the one whoever runs the club gave you:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If they are the same, you are talking to that club and nobody can listen in. Once trusted, the fingerprint is remembered, and the app refuses the club if it ever changes.</source>
        <translation>If they are the same, you are talking to that club and nobody can listen in. Once trusted, the fingerprint is remembered, and the app refuses the club if it ever changes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Trust this club</source>
        <translation>&amp;Trust this club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
</TS>
