<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="+89"/>
        <source>The Lombard reverse of Tressette: take as few points as you can.</source>
        <translation>Das lombardische Gegenstück zum Tressette: Nimm so wenig Punkte wie möglich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Lizenz: GPL-3.0 oder neuer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt %1 and PySide6 (LGPL-3.0).</source>
        <translation>Erstellt mit Qt %1 und PySide6 (LGPL-3.0).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About Ciapanò</source>
        <translation>Über Ciapanò</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/cardnames.py" line="+75"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cups</source>
        <translation>Becher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>swords</source>
        <translation>Schwerter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>batons</source>
        <translation>Stäbe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knight</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of diamonds</source>
        <translation>Karo-%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of hearts</source>
        <translation>Herz-%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of spades</source>
        <translation>Pik-%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of clubs</source>
        <translation>Kreuz-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of coins</source>
        <translation>Münz-%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of cups</source>
        <translation>Becher-%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of swords</source>
        <translation>Schwert-%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of batons</source>
        <translation>Stab-%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Face-down card</source>
        <translation>Verdeckte Karte</translation>
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
        <translation>Der Club lehnt das vorerst ab (zu viele Versuche): warte eine Minute.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table has that invitation code. Check it with whoever gave it to you.</source>
        <translation>Kein Tisch hat diesen Einladungscode. Prüfe ihn mit der Person, die ihn dir gegeben hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That table is gone, or its match has started.</source>
        <translation>Dieser Tisch ist weg, oder seine Partie hat begonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat for a person at that table is taken.</source>
        <translation>Alle Plätze für Personen an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This club&apos;s computers do not play that well: choose a lower level.</source>
        <translation>Die Computer dieses Clubs spielen nicht so stark: wähle eine niedrigere Stufe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club refused these rules or seats.</source>
        <translation>Der Club hat diese Regeln oder Plätze abgelehnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match has started already.</source>
        <translation>Die Partie hat schon begonnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club said no: %1</source>
        <translation>Der Club hat abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not an invitation link: it starts with ciapano://</source>
        <translation>Das ist kein Einladungslink: er beginnt mit ciapano://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club&apos;s host name in that address or link is damaged.</source>
        <translation>Der Hostname des Clubs in dieser Adresse oder diesem Link ist beschädigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port in that address or link is not a number from 1 to 65535.</source>
        <translation>Der Port in dieser Adresse oder diesem Link ist keine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The invitation code in that link is damaged: ask for the link again.</source>
        <translation>Der Einladungscode in diesem Link ist beschädigt: bitte noch einmal um den Link.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fingerprint in that link is damaged (64 hexadecimal digits): ask for the link again.</source>
        <translation>Der Fingerabdruck in diesem Link ist beschädigt (64 Hexadezimalziffern): bitte noch einmal um den Link.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address or link has parts a club&apos;s address never has.</source>
        <translation>Diese Adresse oder dieser Link hat Teile, die eine Clubadresse nie hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is far too long for a club&apos;s address or an invitation link.</source>
        <translation>Das ist viel zu lang für eine Clubadresse oder einen Einladungslink.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a club&apos;s address.</source>
        <translation>Das ist keine Clubadresse.</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+5"/>
        <location line="+144"/>
        <source>The connection to the club was lost.</source>
        <translation>Die Verbindung zum Club ist verloren gegangen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No club answers at that address (%1).</source>
        <translation>An dieser Adresse antwortet kein Club (%1).</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The club is reconnecting to its store: play waits, and nothing is lost.</source>
        <translation>Der Club verbindet sich wieder mit seinem Speicher: das Spiel wartet, und nichts geht verloren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club is back: play goes on.</source>
        <translation>Der Club ist zurück: das Spiel geht weiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club is reconnecting to its store: your request goes again once it is back.</source>
        <translation>Der Club verbindet sich wieder mit seinem Speicher: deine Anfrage geht erneut, sobald er zurück ist.</translation>
    </message>
</context>
<context>
    <name>ClubTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/clubtables.py" line="+72"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats free</source>
        <translation>Freie Plätze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody yet</source>
        <translation>noch niemand</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+74"/>
        <source>A club is a Ciapanò server on the internet: its address and, when it made its own certificate, its fingerprint come from whoever runs it. You may also paste an invitation link (ciapano://…) as the address.</source>
        <translation>Ein Club ist ein Ciapanò-Server im Internet: seine Adresse und, wenn er sein Zertifikat selbst erstellt hat, seinen Fingerabdruck bekommst du von der Person, die ihn betreibt. Als Adresse kannst du auch einen Einladungslink (ciapano://…) einfügen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Club &amp;address:</source>
        <translation>Club&amp;adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>club.example.org:8443, or an invitation link</source>
        <translation>club.example.org:8443, oder ein Einladungslink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>wie die anderen ihn sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget it</source>
        <translation>Ver&amp;gessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Den an diesem Tisch gehaltenen Platz aufgeben: der Computer spielt ihn bis zum Ende.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/crash.py" line="+42"/>
        <source>Something went wrong inside Ciapanò: %1

Your match is kept: it was saved after the last card, you can go on playing, and it is resumed when Ciapanò starts again.</source>
        <translation>In Ciapanò ist etwas schiefgegangen: %1

Deine Partie bleibt erhalten: Sie wurde nach der letzten Karte gespeichert, du kannst weiterspielen, und beim nächsten Start von Ciapanò geht sie weiter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The details are in the log file %1.</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No log file could be written.</source>
        <translation>Es konnte keine Protokolldatei geschrieben werden.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Ciapanò: an error</source>
        <translation>Ciapanò: ein Fehler</translation>
    </message>
</context>
<context>
    <name>CreateForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_create.py" line="+98"/>
        <source>This club allows computers up to %1.</source>
        <translation>Dieser Club erlaubt Computer bis zur Stufe %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Regeln ändern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Stufe für &amp;Abwesende:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>Der Computer, der einen Platz spielt, den niemand nimmt, und für alle, deren Verbindung abbricht oder die untätig bleiben, bis sie zurück sind.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Public: listed in the club&apos;s lobby for anyone to join</source>
        <translation>Ö&amp;ffentlich: in der Lobby des Clubs aufgeführt, alle können mitspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A private table is joined only with its invitation code or link.</source>
        <translation>An einem privaten Tisch spielt man nur mit seinem Einladungscode oder -link mit.</translation>
    </message>
</context>
<context>
    <name>DemoBar</name>
    <message>
        <location filename="../ciapano_qt/ui/table/demobar.py" line="+48"/>
        <source>Demo: press Esc or click Stop to end it.</source>
        <translation>Demo: Esc drücken oder auf Stopp klicken, um sie zu beenden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../ciapano_qt/ui/text/format.py" line="+28"/>
        <source>a third</source>
        <translation>ein Drittel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two thirds</source>
        <translation>zwei Drittel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and a third</source>
        <translation>%1 und ein Drittel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and two thirds</source>
        <translation>%1 und zwei Drittel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>FoundTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/found.py" line="+57"/>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n seat(s) open</source>
        <translation>
            <numerusform>%n Platz frei</numerusform>
            <numerusform>%n Plätze frei</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+53"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 made cappotto!</source>
        <translation>%1 hat Cappotto gemacht!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did not cover: %1.</source>
        <translation>Nicht gedeckt: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most points: %1.</source>
        <translation>Meiste Punkte: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of the match: %1.</source>
        <translation>Ausgeschieden: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Gewinner: %1</numerusform>
            <numerusform>Gewinner: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last trick: %1.</source>
        <translation>Letzter Stich: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="+256"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points taken</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Covered</source>
        <translation>Gedeckt</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="-106"/>
        <source>Hand scores</source>
        <translation>Wertung der Runde</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="-38"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+27"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Review my cards</source>
        <translation>Meine &amp;Karten prüfen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play this deal again</source>
        <translation>Diese Verteilung &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new practice match whose first hand is this deal (not counted).</source>
        <translation>Eine neue Übungspartie, die mit dieser Verteilung beginnt (zählt nicht).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;New match…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1: %2 in dieser Runde, %3 insgesamt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You made cappotto!</source>
        <translation>Du hast Cappotto gemacht!</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Deal number: %1</source>
        <translation>Nummer der Verteilung: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Practice: not counted in the statistics.</source>
        <translation>Übung: zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player reached the busche limit: the fewest busche win.</source>
        <translation>Jemand hat die Busche-Grenze erreicht: die wenigsten Busche gewinnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone left reached the target in the same hand: the lowest total wins.</source>
        <translation>Alle Verbliebenen haben in derselben Runde die Punktegrenze erreicht: der niedrigste Punktestand gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A total reached the target: the lowest total wins.</source>
        <translation>Ein Punktestand hat die Punktegrenze erreicht: der niedrigste gewinnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand of the match is over: the lowest total wins.</source>
        <translation>Die letzte Runde der Partie ist vorbei: der niedrigste Punktestand gewinnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A team reached the target: the other team wins.</source>
        <translation>Ein Team hat die Punktegrenze erreicht: das andere Team gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams reached the target in the same hand: the lower total wins.</source>
        <translation>Beide Teams haben in derselben Runde die Punktegrenze erreicht: der niedrigere Punktestand gewinnt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monte</source>
        <translation>Monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed Four</source>
        <translation>Entfernte Vier</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host.py" line="+111"/>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open the table</source>
        <translation>Tisch ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>Partie &amp;starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Opening the table…</source>
        <translation>Der Tisch wird eröffnet…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close the table? The match ends for everyone at it and cannot be resumed.</source>
        <translation>Den Tisch schließen? Die Partie endet für alle daran und lässt sich nicht fortsetzen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table cannot be kept on this computer&apos;s disk (%1): if the app stops, its match cannot be resumed. The match goes on.</source>
        <translation>Der Tisch lässt sich nicht auf der Festplatte dieses Computers sichern (%1): Hält die App an, kann seine Partie nicht fortgesetzt werden. Die Partie geht weiter.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tell the others the code and the address. Seats nobody takes are played by the computer. Anyone on this network can read the game&apos;s traffic: it is not encrypted.</source>
        <translation>Sag den anderen den Code und die Adresse. Plätze, die niemand nimmt, spielt der Computer. Jeder in diesem Netz kann den Verkehr des Spiels mitlesen: er ist nicht verschlüsselt.</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+103"/>
        <source>The table cannot be opened: %1</source>
        <translation>Der Tisch lässt sich nicht eröffnen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table code: %1</source>
        <translation>Tischcode: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Someone is guessing the code: a new one was drawn. Tell it to the players who have not sat down yet.</source>
        <translation>Jemand versucht, den Code zu erraten: Ein neuer wurde gezogen. Sag ihn den Spielern, die sich noch nicht gesetzt haben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address to join: %1</source>
        <translation>Adresse zum Mitspielen: %1</translation>
    </message>
</context>
<context>
    <name>HostForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_form.py" line="+85"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Regeln ändern…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table name:</source>
        <translation>Name des &amp;Tisches:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Stufe für &amp;Abwesende:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>Erreichbar &amp;über:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Idle turn after:</source>
        <translation>&amp;Bedenkzeit höchstens:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>ein freier Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person who takes longer has that turn played by the computer.</source>
        <translation>Wer länger braucht, dessen Zug spielt der Computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>Der Computer, der einen Platz spielt, den niemand nimmt, und für alle, deren Verbindung abbricht oder die untätig bleiben, bis sie zurück sind.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All networks of this computer</source>
        <translation>Alle Netze dieses Computers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer only (a test)</source>
        <translation>Nur dieser Computer (ein Test)</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+12"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Ein Name hat 1 bis 24 Zeichen einfachen Text.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Open at least one seat for a person at another computer.</source>
        <translation>Öffne mindestens einen Platz für eine Person an einem anderen Computer.</translation>
    </message>
</context>
<context>
    <name>HostedTable</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/hosted.py" line="+122"/>
        <source>The file is not a table this version of Ciapanò can resume (%1).</source>
        <translation>Die Datei ist kein Tisch, den diese Version von Ciapanò fortsetzen kann (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The interrupted table cannot be resumed. %1</source>
        <translation>Der unterbrochene Tisch kann nicht fortgesetzt werden. %1</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <location filename="../ciapano_qt/ui/app/instance.py" line="+226"/>
        <source>Another copy of Ciapanò is running, but it does not answer: it may be busy or stuck. It keeps its data folder (%1), with the match in progress and the statistics, until it ends.

Switch to it and wait, or close it (end it if it stays stuck), then start Ciapanò again.</source>
        <translation>Eine andere Kopie von Ciapanò läuft, antwortet aber nicht: Sie ist vielleicht beschäftigt oder hängt. Sie behält ihren Datenordner (%1) mit der laufenden Partie und der Statistik, bis sie endet.

Wechsle zu ihr und warte, oder schließe sie (beende sie, wenn sie hängen bleibt), und starte Ciapanò dann erneut.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ciapanò is already running</source>
        <translation>Ciapanò läuft bereits</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join.py" line="+131"/>
        <source>Join a table</source>
        <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tische in diesem Netz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table &amp;code:</source>
        <translation>Tisch&amp;code:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>address:port, as the host tells it</source>
        <translation>Adresse:Port, wie der Gastgeber sie sagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six digits</source>
        <translation>sechs Ziffern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>wie die anderen ihn sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join</source>
        <translation>&amp;Mitspielen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rej&amp;oin the table at %1 (as %2)</source>
        <translation>&amp;Zurück an den Tisch bei %1 (als %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Vergessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Den an diesem Tisch gehaltenen Platz aufgeben: der Computer spielt ihn bis zum Ende.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Du kehrst an den Tisch bei %1 zurück…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Looking for tables on this network…</source>
        <translation>Suche nach Tischen in diesem Netz…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pick a table, or type its address below.</source>
        <translation>Wähle einen Tisch oder gib unten seine Adresse ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table answered. Type the address and port the host&apos;s screen shows (some networks keep computers from finding each other).</source>
        <translation>Kein Tisch hat geantwortet. Gib die Adresse und den Port ein, die der Bildschirm des Gastgebers zeigt (manche Netze lassen Computer einander nicht finden).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type the address as address:port (for example 192.168.1.5:40000).</source>
        <translation>Gib die Adresse als Adresse:Port ein (zum Beispiel 192.168.1.5:40000).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table code is the six digits the host&apos;s screen shows.</source>
        <translation>Der Tischcode sind die sechs Ziffern, die der Bildschirm des Gastgebers zeigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Ein Name hat 1 bis 24 Zeichen einfachen Text.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Joining %1…</source>
        <translation>Verbindung mit %1…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Your seat stays kept: try again once the host is back.</source>
        <translation>Dein Platz bleibt frei gehalten: versuche es wieder, sobald der Gastgeber zurück ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seated. Waiting for the host to start the match. At the table: %1</source>
        <translation>Platz genommen. Warte, bis der Gastgeber die Partie startet. Am Tisch: %1</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lasttrick.py" line="+20"/>
        <location line="+7"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You took the last trick.</source>
        <translation>Du hast den letzten Stich bekommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the last trick.</source>
        <translation>%1 hat den letzten Stich bekommen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the previous hand: no trick of this hand is finished yet.</source>
        <translation>Aus der vorigen Runde: In dieser Runde ist noch kein Stich beendet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last trick of the previous hand</source>
        <translation>Letzter Stich der vorigen Runde</translation>
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
        <translation>Spiele in dieser Lektion diese Karte: %1.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lesson.py" line="+262"/>
        <source>Guided first match</source>
        <translation>Geführte erste Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Skip lesson</source>
        <translation>Lektion ü&amp;berspringen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Next lesson</source>
        <translation>&amp;Nächste Lektion</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Close the guide</source>
        <translation>Anleitung &amp;schließen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lesson table</source>
        <translation>Tisch der Lektion</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Follow suit</source>
        <translation>Farbe bedienen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the trick</source>
        <translation>Unter dem Stich bleiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which cards carry points</source>
        <translation>Welche Karten Punkte zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick</source>
        <translation>Der letzte Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotto</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A suit has been led: you must play a card of that suit while you have one. The cards you may play are raised now: only your cards of the led suit. This lesson asks for the %1: it stays under the card winning the trick, so the trick goes to someone else, and it is the highest card that does, so your lower ones are kept for later.</source>
        <translation>Eine Farbe wurde ausgespielt: Solange du eine Karte dieser Farbe hast, musst du bedienen. Jetzt sind die Karten angehoben, die du spielen darfst: nur deine Karten der ausgespielten Farbe. Diese Lektion verlangt diese Karte: %1. Sie bleibt unter der Karte, die den Stich gerade gewinnt, also geht der Stich an jemand anderen; und sie ist die höchste, die das schafft, so bleiben dir die niedrigeren für später.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You want to take as few points as you can. Play a card lower than the one winning the trick: the trick goes to someone else.</source>
        <translation>Du willst so wenige Punkte wie möglich nehmen. Spiele eine Karte, die niedriger ist als die, die den Stich gerade gewinnt: Der Stich geht an jemand anderen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aces are worth one point each; Threes, Twos and the figures a third each; Fours to Sevens nothing. You cannot follow suit: give your Ace away to a trick someone else takes.</source>
        <translation>Jedes Ass zählt einen Punkt; Dreien, Zweien und die Bilder je ein Drittel; Vier bis Sieben nichts. Du kannst nicht bedienen: Gib dein Ass einem Stich mit, den jemand anderes nimmt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth one point more. With two cards left, keep for the end the card less likely to take a trick, and play the other one now.</source>
        <translation>Der letzte Stich zählt einen Punkt mehr. Mit zwei Karten auf der Hand behalte für den Schluss die, die seltener einen Stich nimmt, und spiele jetzt die andere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have taken every point so far. Take every trick, the last one too, and you make cappotto: you score nothing and every other player 11.</source>
        <translation>Du hast bisher jeden Punkt genommen. Nimm jeden Stich, auch den letzten, und du machst Cappotto: Du schreibst nichts und jeder andere Spieler 11.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Watch the table: the other players play first. The lesson&apos;s point comes at your first turn.</source>
        <translation>Sieh auf den Tisch: Die anderen spielen zuerst. Die Erklärung kommt, wenn du zum ersten Mal dran bist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this lesson your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter). Watch the table; the lesson&apos;s point comes when it matters.</source>
        <translation>In dieser Lektion sind deine Karten vorgegeben: Jedes Mal, wenn du dran bist, spiele die eine hervorgehobene Karte (klicke sie an oder drücke die Eingabetaste). Sieh auf den Tisch: Die Erklärung kommt im richtigen Moment.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Well done: that was the card to play.</source>
        <translation>Gut gemacht: Das war die richtige Karte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play out the hand the same way: the one card that is raised, each time.</source>
        <translation>Spiele die Runde genauso zu Ende: jedes Mal die eine hervorgehobene Karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From here on your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter).</source>
        <translation>Ab jetzt sind deine Karten vorgegeben: Jedes Mal, wenn du dran bist, spiele die eine hervorgehobene Karte (klicke sie an oder drücke die Eingabetaste).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lektion %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Well done!</source>
        <translation>Gut gemacht!</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>That was the last lesson. Close the guide and start a match of your own (Game, New match).</source>
        <translation>Das war die letzte Lektion. Schließe die Anleitung und beginne deine eigene Partie (Spiel, Neue Partie).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Finish</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The hand is over. On to the next lesson when you are ready.</source>
        <translation>Die Runde ist vorbei. Weiter zur nächsten Lektion, wenn du bereit bist.</translation>
    </message>
</context>
<context>
    <name>LobbyModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/lobby.py" line="+88"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a free seat (the computer plays it if nobody comes)</source>
        <translation>ein freier Platz (der Computer spielt ihn, wenn niemand kommt)</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+108"/>
        <source>&amp;Public tables:</source>
        <translation>Ö&amp;ffentliche Tische:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join this table</source>
        <translation>An diesem Tisch &amp;mitspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a &amp;table…</source>
        <translation>Einen &amp;Tisch anlegen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KQ7M-3XTR-W9, or the link you were sent</source>
        <translation>KQ7M-3XTR-W9, oder der Link, den du bekommen hast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jo&amp;in</source>
        <translation>&amp;Beitreten</translation>
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
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New match…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo</source>
        <translation>&amp;Demo-Partie</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>H&amp;ost a table…</source>
        <translation>Einen Tisch &amp;aufmachen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>An einem Tisch &amp;mitspielen…</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Undo card</source>
        <translation>Karte &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sto&amp;p the demo</source>
        <translation>Demo an&amp;halten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo card</source>
        <translation>Karte &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the hand for &amp;me</source>
        <translation>&amp;Runde für mich zu Ende spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card trac&amp;ker</source>
        <translation>&amp;Kartenzähler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ciapanò</source>
        <translation>Ü&amp;ber Ciapanò</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first match…</source>
        <translation>&amp;Geführte erste Partie…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pl&amp;ay online…</source>
        <translation>&amp;Online spielen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>H</source>
        <comment>shortcut of Hint</comment>
        <translation>T</translation>
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
        <translation>P</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+125"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/matchflow.py" line="+52"/>
        <source>The demo is over. Game, New match starts a match of your own.</source>
        <translation>Die Demo ist beendet. Spiel, Neue Partie startet eine eigene Partie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Abandon the match?</source>
        <translation>Partie abbrechen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match is in progress. Abandon it?</source>
        <translation>Eine Partie läuft noch. Willst du sie abbrechen?</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The screen changes hands.</source>
        <translation>Der Bildschirm wird weitergegeben.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+41"/>
        <source>No message</source>
        <translation>Keine Meldung</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+27"/>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+33"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-21"/>
        <location line="+24"/>
        <source>%1 is playing…</source>
        <translation>%1 ist am Zug…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>You deal with one card over: click a card to discard it.</source>
        <translation>Du gibst: Klicke die Karte an, die du drückst.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+17"/>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran – spiel eine Karte.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="+60"/>
        <source>Review of hand %1</source>
        <translation>Analyse der Runde %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-23"/>
        <source>You deal</source>
        <translation>Du gibst</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/menus.py" line="-43"/>
        <source>More tools</source>
        <translation>Weitere Werkzeuge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status line</source>
        <translation>Statuszeile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resize the window</source>
        <translation>Fenstergröße ändern</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-8"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>Your lead: play any card you like.</source>
        <translation>Du spielst aus – spiel eine beliebige Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your lead: play a card.</source>
        <translation>Du spielst aus – spiel eine Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+4"/>
        <source>Your turn: follow %1.</source>
        <translation>Du bist dran – bediene %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your turn: you cannot follow, play any card.</source>
        <translation>Du bist dran – du kannst nicht bedienen, spiel eine beliebige Karte.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+10"/>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="-29"/>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
</context>
<context>
    <name>MatchPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+85"/>
        <source>Off</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;wo against two (partners sit opposite)</source>
        <translation>Z&amp;wei gegen zwei (Partner sitzen sich gegenüber)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;urvivors:</source>
        <translation>Über&amp;lebende:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Six to &amp;eight players:</source>
        <translation>Sechs bis &amp;acht Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ace of batons:</source>
        <translation>S&amp;täbe-Ass:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hands in the match:</source>
        <translation>Anzahl der &amp;Runden:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fractions:</source>
        <translation>&amp;Bruchteile:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cappotto:</source>
        <translation>&amp;Cappotto:</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The &amp;match ends when anyone reaches the target</source>
        <translation>Die Partie e&amp;ndet, sobald jemand die Grenze erreicht</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Th&amp;ree players:</source>
        <translation>&amp;Zu dritt:</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Busca: c&amp;overing:</source>
        <translation>Busca: &amp;Decken:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca: &amp;dealer:</source>
        <translation>Busca: G&amp;eber:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Busche &amp;limit:</source>
        <translation>Busche-&amp;Grenze:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Target:</source>
        <translation>&amp;Punktegrenze:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Busca: four players, each for themselves; take some points but not the most. The fewest busche win.</source>
        <translation>Busca: vier Spieler, jeder für sich; nimm ein paar Punkte, aber nicht die meisten. Die wenigsten Busche gewinnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When th&amp;ree are left:</source>
        <translation>&amp;Zu dritt übrig:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Used once players have dropped out and three are left in play.</source>
        <translation>Gilt, sobald Spieler ausgeschieden sind und noch drei im Spiel sind.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Busca does not use this option.</source>
        <translation>Busca verwendet diese Regel nicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody drops out in a match of a fixed number of hands or two against two.</source>
        <translation>In einer Partie mit fester Anzahl der Runden oder zwei gegen zwei scheidet niemand aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three players are never in play in this match.</source>
        <translation>In dieser Partie sind nie drei Spieler im Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for a match begun with six to eight players.</source>
        <translation>Nur für eine Partie, die mit sechs bis acht Spielern beginnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>Zwei gegen zwei wird von genau vier Spielern gespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lowest total wins at the target: the survivors do not count.</source>
        <translation>An der Punktegrenze gewinnt der niedrigste Stand: Überlebende zählen nicht.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Only Busca uses this option.</source>
        <translation>Nur Busca verwendet diese Regel.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../ciapano_qt/ui/text/messages.py" line="+27"/>
        <source>variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of players</source>
        <translation>Spielerzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation>Punktegrenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>survivors</source>
        <translation>Überlebende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest total wins at the target</source>
        <translation>Niedrigster gewinnt an der Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three-player method</source>
        <translation>Spiel zu dritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fractions</source>
        <translation>Bruchteile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cappotto</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca covering</source>
        <translation>Decken bei der Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca dealer</source>
        <translation>Geber bei der Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>method for six to eight players</source>
        <translation>Regel für sechs bis acht Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of batons</source>
        <translation>Stäbe-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of hands</source>
        <translation>Anzahl der Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two against two</source>
        <translation>zwei gegen zwei</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You must follow {suit}.</source>
        <translation>Du musst {suit} bedienen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is not in your hand.</source>
        <translation>Die Karte {card} hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is being played.</source>
        <translation>Es wird gerade keine Runde gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lead {suit} to the first trick.</source>
        <translation>Zum ersten Stich darfst du nicht {suit} ausspielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may not throw away the {card} on the first trick.</source>
        <translation>Im ersten Stich darfst du das {card} nicht abwerfen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A finished hand cannot be undone.</source>
        <translation>Eine beendete Runde lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {option} must be from {low} to {high}.</source>
        <translation>„{option}“ muss zwischen {low} und {high} liegen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Busca is played by exactly four players.</source>
        <translation>Busca wird zu viert gespielt, nicht mehr und nicht weniger.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There must be fewer survivors than players ({players}).</source>
        <translation>Es muss weniger Überlebende als Spieler ({players}) geben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>Zwei gegen zwei wird von genau vier Spielern gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record is marked as version 1 but uses an option of version 2 ({option}): it was altered or damaged.</source>
        <translation>Die Aufzeichnung gibt Version 1 an, verwendet aber eine Regel der Version 2 ({option}): Sie wurde verändert oder beschädigt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The value of the {option} is not allowed.</source>
        <translation>Der Wert für „{option}“ ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du dran bist.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The {card} is your only legal card.</source>
        <translation>Das ist deine einzige spielbare Karte: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the {card}: it is the card most likely to cost you points.</source>
        <translation>Drück diese Karte ({card}): Mit ihr würdest du am ehesten Punkte bekommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and go for cappotto: every point is yours.</source>
        <translation>Spiel diese Karte ({card}) und geh auf Cappotto: Alle Punkte gehören dir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this trick with the {card}: otherwise {seat} may make cappotto.</source>
        <translation>Nimm diesen Stich mit dieser Karte ({card}), sonst kann {seat} Cappotto machen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take this trick with the {card}: you still need a point to cover.</source>
        <translation>Nimm diesen Stich mit dieser Karte ({card}): Du brauchst noch einen Punkt, um dich zu decken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and keep the {keep} for the last trick, where it is less likely to win.</source>
        <translation>Spiel diese Karte ({card}) und behalt die andere ({keep}) für den letzten Stich: Dort gewinnt sie weniger leicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead low in {suit}: the others still hold higher cards.</source>
        <translation>Spiel niedrig {suit} aus: Die anderen haben noch höhere Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card} now: it would win a trick anyway.</source>
        <translation>Spiel diese Karte ({card}) jetzt aus: Sie würde sowieso einen Stich gewinnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card}.</source>
        <translation>Spiel diese Karte aus: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the {best}: the trick goes to {winner}.</source>
        <translation>Bleib unter der höchsten Karte ({best}): Der Stich geht an {winner}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must take this trick: shed the {card} with it.</source>
        <translation>Du musst diesen Stich nehmen: Werde dabei diese Karte los ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card}: a later player may still overtake it.</source>
        <translation>Spiel diese Karte ({card}): Wer nach dir spielt, kann sie noch überbieten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow with the {card}.</source>
        <translation>Bediene mit dieser Karte: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}.</source>
        <translation>Du kannst {void} nicht bedienen: Nutz das und werde diese Karte los ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}: nobody could beat it later.</source>
        <translation>Du kannst {void} nicht bedienen: Werde diese Karte los ({card}), später könnte sie niemand mehr schlagen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw away the {card} while you are void in {void}.</source>
        <translation>Du kannst {void} nicht bedienen: Wirf diese Karte ab ({card}).</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-54"/>
        <source>Ciapanò — table at %1</source>
        <translation>Ciapanò — Tisch auf %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 ist weg: solange spielt der Computer.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back at the table.</source>
        <translation>Wieder am Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table dropped: taking the seat back…</source>
        <translation>Die Verbindung zum Tisch ist abgebrochen: der Platz wird zurückgeholt…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match is over. Won by: %1</source>
        <translation>Die Partie ist vorbei. Gewonnen hat: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_views.py" line="+92"/>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>Partie e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lea&amp;ve the table</source>
        <translation>Tisch &amp;verlassen</translation>
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
        <translation>P</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No hand has been finished yet.</source>
        <translation>Noch ist keine Runde zu Ende gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not available: this seat missed a hand while it was away, and only the host keeps the whole match.</source>
        <translation>Nicht verfügbar: Dieser Platz hat eine Runde verpasst, während er weg war, und nur der Gastgeber hat die ganze Partie.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/newmatch.py" line="+104"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Change settings…</source>
        <translation>Einstellungen ä&amp;ndern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>Nummer der &amp;Verteilung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new deal</source>
        <translation>eine neue Verteilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Nummer der Verteilung</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>People at this screen pass it between their turns; nobody sees another&apos;s cards. The match is not counted in the statistics.</source>
        <translation>Die Personen an diesem Bildschirm geben ihn zwischen ihren Zügen weiter; niemand sieht die Karten der anderen. Die Partie zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the next seat on the right.</source>
        <translation>Gespielt wird reihum zum nächsten Platz nach rechts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>Die Nummer der Verteilung ist eine ganze Zahl von 0 bis %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: that deal is the first hand; the match is not counted.</source>
        <translation>Übung: diese Verteilung ist die erste Runde; die Partie zählt nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To play a hand again, type the deal number its summary shows.</source>
        <translation>Um eine Runde noch einmal zu spielen, gib die Nummer der Verteilung ein, die die Wertung der Runde zeigt.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../ciapano_qt/ui/app/notices.py" line="+77"/>
        <source>Some of your settings could not be read, so their defaults are used.</source>
        <translation>Einige Einstellungen konnten nicht gelesen werden, daher gelten ihre Standardwerte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old settings file was kept as %1.</source>
        <translation>Die alte Einstellungsdatei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your settings file %1 was a link to another file, which Ciapanò does not write through.</source>
        <translation>Deine Einstellungsdatei %1 war ein Verweis auf eine andere Datei, und Ciapanò schreibt nicht durch Verweise hindurch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file %1 was a folder, a pipe or a device, not a file.</source>
        <translation>Deine Einstellungsdatei %1 war ein Ordner, eine Pipe oder ein Gerät, keine Datei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ciapanò may not read your settings file %1.</source>
        <translation>Ciapanò darf deine Einstellungsdatei %1 nicht lesen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings file %1 was not a text file that Ciapanò can read.</source>
        <translation>Deine Einstellungsdatei %1 war keine Textdatei, die Ciapanò lesen kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings start from their defaults.</source>
        <translation>Die Einstellungen beginnen wieder mit ihren Standardwerten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was moved aside as %1.</source>
        <translation>Sie wurde als %1 beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings are kept in a new file.</source>
        <translation>Die Einstellungen werden in einer neuen Datei aufbewahrt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be moved aside and is left as it is: your settings are not saved until it is moved away.</source>
        <translation>Sie ließ sich nicht beiseitelegen und bleibt, wie sie ist: Die Einstellungen werden nicht gespeichert, bis sie verschoben wird.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ciapanò may not read the statistics file, so statistics start again.</source>
        <translation>Ciapanò darf die Statistikdatei nicht lesen, daher beginnt die Statistik von vorn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file was damaged, so statistics start again.</source>
        <translation>Die Statistikdatei war beschädigt, daher beginnt die Statistik von vorn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your old statistics were kept as %1.</source>
        <translation>Deine alte Statistik wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be moved aside and is left as it is (%1): no match is counted until it can be read or is moved.</source>
        <translation>Die Datei ließ sich nicht verschieben und bleibt, wie sie ist (%1): Keine Partie wird gezählt, bis sie gelesen werden kann oder verschoben wird.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Settings reset to their defaults</source>
        <translation>Einstellungen auf die Standardwerte zurückgesetzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics started again</source>
        <translation>Statistik neu begonnen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online.py" line="+128"/>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;reate</source>
        <translation>An&amp;legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The clubs cannot be remembered: %1</source>
        <translation>Die Clubs können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sitting down at the table again…</source>
        <translation>Du setzt dich wieder an den Tisch…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joining the table %1…</source>
        <translation>Tritt dem Tisch %1 bei…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the club at %2</source>
        <translation>%1, der Club bei %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pick a table in the list first.</source>
        <translation>Wähle zuerst einen Tisch in der Liste.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An invitation code is ten letters and digits, like KQ7M-3XTR-W9.</source>
        <translation>Ein Einladungscode hat zehn Buchstaben und Ziffern, etwa KQ7M-3XTR-W9.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Creating the table…</source>
        <translation>Der Tisch wird angelegt…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Start the match when everyone is there.</source>
        <translation>Starte die Partie, wenn alle da sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seated. Waiting for the table&apos;s creator to start the match.</source>
        <translation>Du sitzt am Tisch. Warten, bis die Person, die ihn angelegt hat, die Partie startet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link is copied: paste it to whoever you invite.</source>
        <translation>Der Link ist kopiert: füge ihn für die Eingeladenen ein.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The connection to the club dropped: sitting down at the table again…</source>
        <translation>Die Verbindung zum Club ist abgebrochen: du setzt dich wieder an den Tisch…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Du kehrst an den Tisch bei %1 zurück…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_meet.py" line="+114"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Ein Name hat 1 bis 24 Zeichen einfachen Text.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No club answers at %1 (%2).</source>
        <translation>Bei %1 antwortet kein Club (%2).</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Go &amp;back to the club table at %1 (as %2)</source>
        <translation>&amp;Zurück an den Clubtisch bei %1 (als %2)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../ciapano_qt/ui/table/passscreen.py" line="+64"/>
        <source>The seats at the table</source>
        <translation>Die Plätze am Tisch</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pass to %1</source>
        <translation>Weiter an %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand is face down: hand the screen over, and the others look away.</source>
        <translation>Alle Hände sind verdeckt: gebt den Bildschirm weiter, die anderen schauen weg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1: show my cards</source>
        <translation>Ich bin %1: meine Karten zeigen</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+51"/>
        <source>The file cannot be read.</source>
        <translation>Die Datei lässt sich nicht lesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a file but a folder, a pipe or a device.</source>
        <translation>Das ist keine Datei, sondern ein Ordner, eine Pipe oder ein Gerät.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is far larger than any match record.</source>
        <translation>Die Datei ist viel größer als jede Partieaufzeichnung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a text file.</source>
        <translation>Die Datei ist keine Textdatei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file stops before its end: it was cut short.</source>
        <translation>Die Datei bricht vor ihrem Ende ab: Sie wurde abgeschnitten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The file is not a match record.</source>
        <translation>Die Datei ist keine Partieaufzeichnung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Ciapanò match record.</source>
        <translation>Die Datei ist keine Ciapanò-Partieaufzeichnung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match was saved by a newer version of Ciapanò.</source>
        <translation>Die Partie wurde mit einer neueren Version von Ciapanò gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has an unknown record version.</source>
        <translation>Die Datei hat eine unbekannte Aufzeichnungsversion.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The record holds a move that the rules do not allow (%1).</source>
        <translation>Die Aufzeichnung enthält einen Zug, den die Regeln nicht erlauben (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match record is damaged (%1).</source>
        <translation>Die Partieaufzeichnung ist beschädigt (%1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be resumed. %1</source>
        <translation>Die gespeicherte Partie konnte nicht fortgesetzt werden. %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file was kept as %1.</source>
        <translation>Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It holds no match, so the next save replaces it: %1.</source>
        <translation>Sie enthält keine Partie, daher ersetzt die nächste Speicherung sie: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was left as it is: %1.</source>
        <translation>Die Datei wurde unverändert gelassen: %1.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>You can start a new match.</source>
        <translation>Du kannst eine neue Partie beginnen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be opened.</source>
        <translation>%1 lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+220"/>
        <source>The match cannot be saved automatically in %1 (%2). You can play on, but the match may be lost if Ciapanò stops. Use Export match… to keep it elsewhere.</source>
        <translation>Die Partie kann nicht automatisch in %1 gespeichert werden (%2). Du kannst weiterspielen, aber wenn Ciapanò beendet wird, kann die Partie verloren gehen. Mit „Partie exportieren…“ kannst du sie woanders sichern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+214"/>
        <source>The match is not saved</source>
        <translation>Die Partie ist nicht gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last autosave in %1 failed (%2): if you quit now, this match is lost. Export it to a file first?</source>
        <translation>Die letzte automatische Sicherung in %1 ist fehlgeschlagen (%2): Wenn du jetzt beendest, geht diese Partie verloren. Zuerst in eine Datei exportieren?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Export match…</source>
        <translation>Partie &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit and lose it</source>
        <translation>&amp;Beenden und verwerfen</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+102"/>
        <source>Saved match refused</source>
        <translation>Gespeicherte Partie abgelehnt</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="-182"/>
        <source>&amp;Open match…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>Partie e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The match could not be written to %1: %2.</source>
        <translation>Die Partie konnte nicht nach %1 geschrieben werden: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match was written to %1.</source>
        <translation>Die Partie wurde in %1 geschrieben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match exported</source>
        <translation>Partie exportiert</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+89"/>
        <source>Open match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>This match is not finished. Resume it here? The match on the table is replaced.</source>
        <translation>Diese Partie ist nicht beendet. Hier fortsetzen? Die Partie auf dem Tisch wird ersetzt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match in progress is lost unless you export it first.</source>
        <translation>Die laufende Partie geht verloren, wenn du sie nicht vorher exportierst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the match?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Export match</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>Ciapanò matches (*.json);;All files (*)</source>
        <translation>Ciapanò-Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+65"/>
        <source>&amp;You:</source>
        <translation>&amp;Du:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opponent &amp;%1:</source>
        <translation>Gegner &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person at this screen</source>
        <translation>Person an diesem Bildschirm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level of opponent %1</source>
        <translation>Spielstärke von Gegner %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of opponent %1</source>
        <translation>Name von Gegner %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the right: opponent 1 sits on your right.</source>
        <translation>Gespielt wird nach rechts: Gegner 1 sitzt rechts von dir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seats at the table</source>
        <translation>Die Plätze am Tisch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+23"/>
        <source>This table speaks another version of the network protocol (%1; this program speaks %2). Both need the same version of Ciapanò.</source>
        <translation>Dieser Tisch spricht eine andere Version des Netzprotokolls (%1; dieses Programm spricht %2). Beide brauchen dieselbe Version von Ciapanò.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every seat at this table is taken.</source>
        <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong table code: ask the host for the six digits shown on their screen.</source>
        <translation>Falscher Tischcode: frag den Gastgeber nach den sechs Ziffern auf seinem Bildschirm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is closed, or its match has started without you.</source>
        <translation>Dieser Tisch ist geschlossen, oder die Partie hat ohne dich begonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at this table is no longer kept (its match is over).</source>
        <translation>Dein Platz an diesem Tisch wird nicht mehr freigehalten (die Partie ist vorbei).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name cannot be used: 1 to 24 characters of plain text.</source>
        <translation>Dieser Name geht nicht: 1 bis 24 Zeichen einfachen Text.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is turning joiners away for now (too many attempts): wait a minute, then try again.</source>
        <translation>Der Tisch weist im Moment Beitretende ab (zu viele Versuche): warte eine Minute und versuch es dann noch einmal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host refused to seat you.</source>
        <translation>Der Gastgeber hat dir keinen Platz gegeben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The club&apos;s certificate is not the one you trusted before. It may have a new certificate (ask whoever runs it), or someone is between you and the club: nothing was sent.</source>
        <translation>Das Zertifikat des Clubs ist nicht das, dem du vertraut hast. Vielleicht hat der Club ein neues Zertifikat (frag die Person, die ihn betreibt), oder jemand steht zwischen dir und dem Club: es wurde nichts gesendet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No authority vouches for this club&apos;s certificate, and it is not one you have trusted: nothing was sent.</source>
        <translation>Keine Zertifizierungsstelle bürgt für das Zertifikat dieses Clubs, und du hast ihm nicht vertraut: es wurde nichts gesendet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host runs an older version of Ciapanò: it needs to update before you can join.</source>
        <translation>Der Gastgeber hat eine ältere Version von Ciapanò: Er muss sie aktualisieren, bevor du beitreten kannst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong code, or someone between you and the host. Check the six digits on the host&apos;s screen and join again.</source>
        <translation>Falscher Code oder jemand zwischen dir und dem Gastgeber. Prüfe die sechs Ziffern auf dem Bildschirm des Gastgebers und tritt erneut bei.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too late: the game had already moved on (the computer played for you).</source>
        <translation>Zu spät: das Spiel war schon weiter (der Computer hat für dich gespielt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused that card.</source>
        <translation>Der Gastgeber hat diese Karte abgelehnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not understand that move.</source>
        <translation>Der Gastgeber hat diesen Zug nicht verstanden.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/connection.py" line="+187"/>
        <location filename="../ciapano_qt/ui/remote/session.py" line="+181"/>
        <source>The match is over and the table has closed.</source>
        <translation>Die Partie ist vorbei und der Tisch ist geschlossen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The connection to the table was lost.</source>
        <translation>Die Verbindung zum Tisch ist verloren.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The connection to the table was lost and the seat could not be taken back.</source>
        <translation>Die Verbindung zum Tisch ist verloren, und der Platz ließ sich nicht zurückholen.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No table answers at that address (%1).</source>
        <translation>An dieser Adresse antwortet kein Tisch (%1).</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/session.py" line="-37"/>
        <source>The host keeps sending invalid messages: the table was left.</source>
        <translation>Der Gastgeber schickt immer wieder ungültige Nachrichten: der Tisch wurde verlassen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 ist weg: solange spielt der Computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1 ist wieder am Tisch.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+10"/>
        <source>Hand over: %1</source>
        <translation>Runde vorbei: %1</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="+61"/>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to hand</source>
        <translation>Zur Runde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>|◀ First</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Review my cards</source>
        <translation>Meine &amp;Karten prüfen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No hand was played.</source>
        <translation>Es wurde keine Runde gespielt.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/replay.py" line="+187"/>
        <source>Hand %1 of %2: no trick played yet</source>
        <translation>Runde %1 von %2: noch kein Stich gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1 of %2, trick %3 of %4</source>
        <translation>Runde %1 von %2, Stich %3 von %4</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="-107"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>No trick played yet</source>
        <translation>Noch kein Stich gespielt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 of %2</source>
        <translation>Stich %1 von %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dealer: %1</source>
        <translation>Geber: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick.</source>
        <translation>Du bekommst den Stich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the trick.</source>
        <translation>%1 bekommt den Stich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tricks taken: %1</source>
        <translation>Gewonnene Stiche: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand scores</source>
        <translation>Wertung der Runde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner: %1</source>
        <translation>Gewinner: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review of the match</source>
        <translation>Analyse der Partie</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 (%2): you played %3; better: %4 (%5 busche lost).</source>
        <translation>%1 (%2): Du hast %3 gespielt; besser: %4 (%5 Busche verloren).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2): you played %3; better: %4 (%5 points lost).</source>
        <translation>%1 (%2): Du hast %3 gespielt; besser: %4 (%5 Punkte verloren).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Totals</source>
        <translation>Punktestand</translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_resume.py" line="+116"/>
        <source>&amp;Resume the table</source>
        <translation>Am Tisch &amp;weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your table “%1” stopped in the middle of its match (hand %2, table code %3; at the table: %4). Resume it: the match goes on from the card where it stopped, at the same address, and the others&apos; apps take their seats back; the computer plays for anyone not back yet.</source>
        <translation>Dein Tisch „%1“ ist mitten in seiner Partie stehen geblieben (Runde %2, Tischcode %3; am Tisch: %4). Setze ihn fort: Die Partie geht bei der Karte weiter, bei der sie stand, unter derselben Adresse, und die Apps der anderen holen sich ihre Plätze zurück; für alle, die noch nicht zurück sind, spielt der Computer.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Discard the table</source>
        <translation>Tisch verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the interrupted table? Its match cannot be resumed afterwards.</source>
        <translation>Den unterbrochenen Tisch verwerfen? Seine Partie lässt sich danach nicht mehr fortsetzen.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/review.py" line="+56"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 busche against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>Der Trainer spielt jede deiner Entscheidungen noch einmal, mit dem, was du sehen konntest. Eine Karte, die gegenüber der besten mindestens %1 Busche gekostet hat, ist ein Fehler, mindestens %2 eine Ungenauigkeit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 points against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>Der Trainer spielt jede deiner Entscheidungen noch einmal, mit dem, was du sehen konntest. Eine Karte, die gegenüber der besten mindestens %1 Punkte gekostet hat, ist ein Fehler, mindestens %2 eine Ungenauigkeit.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel review</source>
        <translation>Analyse &amp;abbrechen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reviewing your cards…</source>
        <translation>Deine Karten werden geprüft…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your decisions</source>
        <translation>Deine Entscheidungen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Reviewing your cards: decision %1 of %2…</source>
        <translation>Deine Karten werden geprüft: Entscheidung %1 von %2…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing to review: you never had a choice of card.</source>
        <translation>Nichts zu prüfen: Du hattest nie die Wahl zwischen Karten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busche lost in the match: %1 (%2 decisions).</source>
        <translation>Verlorene Busche in der Partie: %1 (%2 Entscheidungen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in the match: %1 (%2 decisions).</source>
        <translation>Verlorene Punkte in der Partie: %1 (%2 Entscheidungen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche lost in this hand: %1 (%2 decisions).</source>
        <translation>Verlorene Busche in dieser Runde: %1 (%2 Entscheidungen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in this hand: %1 (%2 decisions).</source>
        <translation>Verlorene Punkte in dieser Runde: %1 (%2 Entscheidungen).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No mistakes: well played.</source>
        <translation>Keine Fehler: gut gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistakes: %1. Inaccuracies: %2.</source>
        <translation>Fehler: %1. Ungenauigkeiten: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/review.py" line="+46"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Gedrückte Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card played</source>
        <translation>Gespielte Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Better card</source>
        <translation>Bessere Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Busche lost</source>
        <translation>Verlorene Busche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/rulenames.py" line="+16"/>
        <source>Classic Ciapanò</source>
        <translation>Klassisches Ciapanò</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca</source>
        <translation>Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer discards a card</source>
        <translation>Geber drückt eine Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a Four</source>
        <translation>Eine Vier entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (one card face down)</source>
        <translation>Monte (eine Karte verdeckt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick pays the rest up to 11</source>
        <translation>Letzter Stich zahlt den Rest bis 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fractions are lost</source>
        <translation>Bruchteile verfallen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict (all points and the last trick)</source>
        <translation>Streng (alle Punkte und der letzte Stich)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lenient (the others under one point each)</source>
        <translation>Großzügig (die anderen je unter einem Punkt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a card point</source>
        <translation>Mit einem Kartenpunkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a trick</source>
        <translation>Mit einem Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the right</source>
        <translation>Geht nach rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s loser deals</source>
        <translation>Verlierer der letzten Runde gibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take out Fours (and a Five)</source>
        <translation>Vieren (und eine Fünf) herausnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (cards face down)</source>
        <translation>Monte (verdeckte Karten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 1 point, like any ace</source>
        <translation>1 Punkt wert, wie jedes Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 11 points (hands of 21)</source>
        <translation>11 Punkte wert (Runden zu 21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 6 points (hands of 16)</source>
        <translation>6 Punkte wert (Runden zu 16)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Team %1</source>
        <translation>Mannschaft %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (Computer, %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Busca, four players, busche limit %1</source>
        <translation>Busca, vier Spieler, Busche-Grenze %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Classic Ciapanò, %n players</source>
        <translation>
            <numerusform>Klassisches Ciapanò, %n Spieler</numerusform>
            <numerusform>Klassisches Ciapanò, %n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Classic Ciapanò, %n players, target %1</source>
        <translation>
            <numerusform>Klassisches Ciapanò, %n Spieler, Punktegrenze %1</numerusform>
            <numerusform>Klassisches Ciapanò, %n Spieler, Punktegrenze %1</numerusform>
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
        <translation>Zwei gegen zwei: Du und der Spieler gegenüber seid Partner</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A match of %n hands: the lowest total wins</source>
        <translation>
            <numerusform>Eine Partie von %n Runde: Der niedrigste Stand gewinnt</numerusform>
            <numerusform>Eine Partie von %n Runden: Der niedrigste Stand gewinnt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ace of batons: %1</source>
        <translation>Stäbe-Ass: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With six to eight players: %1</source>
        <translation>Mit sechs bis acht Spielern: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survivors: %1</source>
        <translation>Überlebende: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With three players: %1</source>
        <translation>Zu dritt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When three players are left: %1</source>
        <translation>Wenn drei übrig sind: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); the last trick adds 1.</source>
        <translation>Jeder zählt die ganzen genommenen Punkte, ohne Bruchteile (3⅓ zählt 3); der letzte Stich zählt 1 dazu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); whoever took the last trick scores %1 minus the others&apos; scores.</source>
        <translation>Jeder zählt die ganzen genommenen Punkte, ohne Bruchteile (3⅓ zählt 3); wer den letzten Stich genommen hat, zählt %1 minus die Punkte der anderen.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="-44"/>
        <source>Rules of Ciapanò</source>
        <translation>Ciapanò-Regeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules document is missing from this installation.</source>
        <translation>In dieser Installation fehlt das Regeldokument.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/scoresheet.py" line="+23"/>
        <location line="+6"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>✗ out of the match after that hand; — not playing.</source>
        <translation>✗ nach dieser Runde ausgeschieden; — spielt nicht mit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the match after that hand: a cross; not playing: a dash.</source>
        <translation>Nach dieser Runde aus der Partie: ein Kreuz; spielt nicht mit: ein Strich.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/scoresheet.py" line="+104"/>
        <source>not playing</source>
        <translation>spielt nicht mit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, out after this hand</source>
        <translation>%1, nach dieser Runde aus der Partie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out after this hand</source>
        <translation>Nach dieser Runde ausgeschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>Screen</name>
    <message>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="+87"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../ciapano_qt/ui/table/seatring.py" line="+59"/>
        <source>In the order of play: %1</source>
        <translation>In der Reihenfolge des Spiels: %1</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/seats.py" line="+83"/>
        <source>Seat &amp;%1:</source>
        <translation>Platz &amp;%1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of seat %1</source>
        <translation>Name von Platz %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Wer Platz %1 spielt</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Type your name</source>
        <translation>Gib deinen Namen ein</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Person at this screen</source>
        <translation>Person an diesem Bildschirm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person at another computer</source>
        <translation>Person an einem anderen Computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Every seat needs a name.</source>
        <translation>Jeder Platz braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>People at one screen: give yourself a name in seat 1.</source>
        <translation>Mehrere Personen an einem Bildschirm: gib dir in Platz 1 einen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two people have the same name: the pass screen calls each by name.</source>
        <translation>Zwei Personen haben denselben Namen: der Übergabebildschirm ruft jede beim Namen.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../ciapano_qt/ui/app/settings.py" line="+301"/>
        <location filename="../ciapano_qt/ui/applysettings.py" line="+21"/>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="-5"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingsdialog.py" line="+55"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule changes apply to the next match.</source>
        <translation>Regeländerungen gelten ab der nächsten Partie.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+80"/>
        <location line="+98"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Statistics per variant</source>
        <translation>Statistik nach Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Figures</source>
        <translation>&amp;Zahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;coach&apos;s trend</source>
        <translation>&amp;Verlauf laut Trainer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The statistics file could not be read; statistics start again.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden; die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file was kept as %1.</source>
        <translation>Die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Filled dot: a match without help. Hollow dot: an assisted match.</source>
        <translation>Gefüllter Punkt: eine Partie ohne Hilfen. Leerer Punkt: eine Partie mit Hilfen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach&apos;s trend appears here once it has reviewed your hands: turn on &apos;Review every hand automatically&apos; (Settings, Table) or choose &apos;Review my cards&apos; after a hand.</source>
        <translation>Der Verlauf erscheint hier, sobald der Trainer deine Runden geprüft hat: Schalte „Jede Runde automatisch prüfen“ ein (Einstellungen, Tisch) oder wähle nach einer Runde „Meine Karten prüfen“.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/stats.py" line="+51"/>
        <source>Matches played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of matches won (%)</source>
        <translation>Anteil gewonnener Partien (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty points (busche in Busca)</source>
        <translation>Strafpunkte (Busche bei der Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average per hand</source>
        <translation>Schnitt pro Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti made</source>
        <translation>Cappotti gemacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti suffered</source>
        <translation>Cappotti kassiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands not covered (Busca)</source>
        <translation>Runden nicht gedeckt (Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best match</source>
        <translation>Beste Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst match</source>
        <translation>Schlechteste Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands reviewed by the coach</source>
        <translation>Vom Trainer geprüfte Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per decision (busche in Busca)</source>
        <translation>Verlorene Punkte je Entscheidung (Busche bei der Busca)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 per hand (%2 in %3 hands), %4</source>
        <translation>%1 pro Runde (%2 in %3 Runden), %4</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assisted</source>
        <translation>mit Hilfen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unassisted</source>
        <translation>ohne Hilfen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches counted before assistance was recorded</source>
        <translation>Partien, die gezählt wurden, bevor Hilfen erfasst wurden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches with a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Partien mit Tipp, Zurücknehmen, Wiederholen, „Für mich beenden“ oder Kartenzähler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches without a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Partien ohne Tipp, Zurücknehmen, Wiederholen, „Für mich beenden“ und Kartenzähler</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+14"/>
        <source>Reset statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All statistics will be set back to zero. This cannot be undone.</source>
        <translation>Die gesamte Statistik wird auf null gesetzt. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics could not be reset: %1</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/trendchart.py" line="+45"/>
        <source>%1: busche lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1: verlorene Busche je Entscheidung (geprüfte Partien: %2, die älteste zuerst)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: points lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1: verlorene Punkte je Entscheidung (geprüfte Partien: %2, die älteste zuerst)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (assisted)</source>
        <translation>%1 (mit Hilfen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. Per match: %2. Average: %3.</source>
        <translation>%1. Je Partie: %2. Durchschnitt: %3.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ciapano_qt/ui/table/steps.py" line="+143"/>
        <source>Click to continue</source>
        <translation>Klicken zum Weiterspielen</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/table/decor.py" line="+119"/>
        <source>Busche: %1</source>
        <translation>Busche: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team: %1</source>
        <translation>Mannschaft: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match: %1</source>
        <translation>Partie: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out</source>
        <translation>Raus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Away</source>
        <translation>Abwesend</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>D</source>
        <translation>G</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>partner of %1</source>
        <translation>Partner von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played by the computer until %1 returns</source>
        <translation>Vom Computer gespielt, bis %1 zurück ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Talon: %n</numerusform>
            <numerusform>Talon: %n</numerusform>
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
        <translation>Entfernt</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n trick(s) taken</source>
        <translation>
            <numerusform>%1: %n Stich gewonnen</numerusform>
            <numerusform>%1: %n Stiche gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You draw</source>
        <translation>Du ziehst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws</source>
        <translation>%1 zieht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You take the trick. Click to continue.</source>
        <translation>Du bekommst den Stich. Klicken zum Weiterspielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take the trick.</source>
        <translation>Du bekommst den Stich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick. Click to continue.</source>
        <translation>%1 bekommt den Stich. Klicken zum Weiterspielen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 takes the trick.</source>
        <translation>%1 bekommt den Stich.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../ciapano_qt/ui/table/access.py" line="+135"/>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock and cards aside</source>
        <translation>Talon und beiseitegelegte Karten</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>du bist am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n trick(s) taken</source>
        <translation>
            <numerusform>%n Stich gewonnen</numerusform>
            <numerusform>%n Stiche gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins the match</source>
        <translation>gewinnt die Partie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>you: %2</source>
        <translation>du: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, taking the trick so far</source>
        <translation>%1, bekommt bisher den Stich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, takes the trick</source>
        <translation>%1, bekommt den Stich</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n Karte</numerusform>
            <numerusform>Talon: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Monte: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n Karte</numerusform>
            <numerusform>Monte: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Removed: %n card(s)</source>
        <translation>
            <numerusform>Entfernt: %n Karte</numerusform>
            <numerusform>Entfernt: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer&apos;s discard</source>
        <translation>Die gedrückte Karte des Gebers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw %2</source>
        <translation>Du ziehst %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 draws %2</source>
        <translation>%1 zieht %2</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tablelooks.py" line="+56"/>
        <source>The pack&apos;s own</source>
        <translation>Passend zum Blatt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordeauxrot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lar&amp;ge cards</source>
        <translation>&amp;Große Karten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview of the table</source>
        <translation>Vorschau des Tisches</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>On a 1280 × 800 screen or larger, with two to five players; otherwise the normal size.</source>
        <translation>Ab einem Bildschirm von 1280 × 800 und mit zwei bis fünf Spielern, sonst die normale Größe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table has no room for them now: normal size.</source>
        <translation>Auf diesem Tisch ist jetzt kein Platz dafür: normale Größe.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Back: %1. Cloth: %2.</source>
        <translation>Rückseite: %1. Tischfarbe: %2.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+44"/>
        <source>%1 (French suits)</source>
        <translation>%1 (französische Farben)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (Italian suits)</source>
        <translation>%1 (italienische Farben)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A click</source>
        <translation>Einfachklick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a moment</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Until I click</source>
        <translation>Bis ich klicke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show corner &amp;indices</source>
        <translation>&amp;Eckindizes zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casual play: allow &amp;undo and hints</source>
        <translation>Lockeres Spiel: &amp;Zurücknehmen und Tipps erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view every hand automatically</source>
        <translation>Jede Runde automatisch p&amp;rüfen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Karten:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>Kartenrü&amp;cken:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cl&amp;oth:</source>
        <translation>Tisch&amp;farbe:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play a card with:</source>
        <translation>Karte &amp;spielen mit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a finished &amp;trick:</source>
        <translation>S&amp;tich liegen lassen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+53"/>
        <source>A private table: tell the others its invitation code, or send them the link (it also carries the club&apos;s address and fingerprint).</source>
        <translation>Ein privater Tisch: sag den anderen seinen Einladungscode oder schick ihnen den Link (er enthält auch Adresse und Fingerabdruck des Clubs).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invitation link</source>
        <translation>Einladungslink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;opy the link</source>
        <translation>Link k&amp;opieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>Partie &amp;starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seats nobody took are played by the computer.</source>
        <translation>Die Plätze, die niemand genommen hat, spielt der Computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>Tisch ver&amp;lassen</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../ciapano_qt/ui/table/view.py" line="+180"/>
        <source>Enter discards this card.</source>
        <translation>Eingabe wirft diese Karte ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playable: Enter plays it.</source>
        <translation>Spielbar: Eingabe spielt sie aus.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not playable: %1</source>
        <translation>Nicht spielbar: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+3"/>
        <source>Last card.</source>
        <translation>Letzte Karte.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>First card.</source>
        <translation>Erste Karte.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Card %1 of %2.</source>
        <translation>Karte %1 von %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose a card of your hand; Enter plays it.</source>
        <translation>Mit Links und Rechts wählst du eine Karte, mit der Eingabetaste spielst du sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 reads the trick, 2 the scores, 3 whose turn it is.</source>
        <translation>1 liest den Stich vor, 2 die Punktestände, 3 wer am Zug ist.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 plays %2.</source>
        <translation>%1 spielt: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play %2.</source>
        <translation>Du spielst: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick: %3.</source>
        <translation>Du bekommst den Stich: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick: %3.</source>
        <translation>%1 bekommt den Stich: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %3: you deal.</source>
        <translation>Runde %3: Du gibst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %3: %1 deals.</source>
        <translation>Runde %3: %1 gibt.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+4"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>no points</source>
        <translation>keine Punkte</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n third(s)</source>
        <translation>
            <numerusform>%n Drittel</numerusform>
            <numerusform>%n Drittel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No match in progress.</source>
        <translation>Keine Partie im Gange.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you: %2</source>
        <translation>du: %2</translation>
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
        <translation>Stich: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards on the table.</source>
        <translation>Keine Karten auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores: %1.</source>
        <translation>Punktestände: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Nobody&apos;s turn yet.</source>
        <translation>Noch ist niemand am Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1 draws %2.</source>
        <translation>%1 zieht: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You draw %2.</source>
        <translation>Du ziehst: %2.</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tracker.py" line="+78"/>
        <source>Card tracker</source>
        <translation>Kartenzähler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards by suit</source>
        <translation>Karten nach Farbe</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The cards are hidden until the screen is taken.</source>
        <translation>Die Karten bleiben verdeckt, bis jemand den Bildschirm nimmt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand in play.</source>
        <translation>Keine Runde im Gang.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An aid: a match played with the tracker open counts as assisted.</source>
        <translation>Eine Hilfe: Eine Partie, in der der Kartenzähler offen war, zählt als Partie mit Hilfen.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/tracker.py" line="+81"/>
        <source>Suit</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yours</source>
        <translation>Deine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of play</source>
        <translation>Aus dem Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not seen yet</source>
        <translation>Noch nicht gesehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points not seen</source>
        <translation>Nicht gesehene Punkte</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no %2.</source>
        <translation>%1 hat keine %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds %2.</source>
        <translation>%1 hält: %2.</translation>
    </message>
</context>
<context>
    <name>TrustPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="-133"/>
        <source>This is the first time you connect to the club at %1. Its certificate was made by the club itself, so no authority vouches for it. Compare its fingerprint with the one whoever runs the club gave you:</source>
        <translation>Du verbindest dich zum ersten Mal mit dem Club bei %1. Sein Zertifikat hat der Club selbst erstellt, also bürgt keine Zertifizierungsstelle dafür. Vergleiche seinen Fingerabdruck mit dem, den dir die Person gegeben hat, die den Club betreibt:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If they are the same, you are talking to that club and nobody can listen in. Once trusted, the fingerprint is remembered, and the app refuses the club if it ever changes.</source>
        <translation>Wenn sie gleich sind, sprichst du mit diesem Club und niemand kann mithören. Sobald du ihm vertraust, wird der Fingerabdruck gespeichert, und die App lehnt den Club ab, falls er sich je ändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Trust this club</source>
        <translation>Diesem Club &amp;vertrauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
</TS>
