<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="+89"/>
        <source>The Lombard reverse of Tressette: take as few points as you can.</source>
        <translation>Il rovescio lombardo del Tressette: prendi meno punti che puoi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1</source>
        <translation>Versione %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Licenza: GPL-3.0 o successiva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt %1 and PySide6 (LGPL-3.0).</source>
        <translation>Realizzato con Qt %1 e PySide6 (LGPL-3.0).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About Ciapanò</source>
        <translation>Informazioni su Ciapanò</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/cardnames.py" line="+75"/>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coins</source>
        <translation>denari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cups</source>
        <translation>coppe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>swords</source>
        <translation>spade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>batons</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Sei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knight</source>
        <translation>Cavallo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Due</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of diamonds</source>
        <translation>%1 di quadri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of hearts</source>
        <translation>%1 di cuori</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of spades</source>
        <translation>%1 di picche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of clubs</source>
        <translation>%1 di fiori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of coins</source>
        <translation>%1 di denari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of cups</source>
        <translation>%1 di coppe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of swords</source>
        <translation>%1 di spade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of batons</source>
        <translation>%1 di bastoni</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Face-down card</source>
        <translation>Carta coperta</translation>
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
        <translation>Il club per ora rifiuta (troppi tentativi): aspetta un minuto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table has that invitation code. Check it with whoever gave it to you.</source>
        <translation>Nessun tavolo ha quel codice d&apos;invito. Controllalo con chi te l&apos;ha dato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That table is gone, or its match has started.</source>
        <translation>Quel tavolo non c&apos;è più, o la sua partita è iniziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat for a person at that table is taken.</source>
        <translation>Tutti i posti per una persona a quel tavolo sono presi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This club&apos;s computers do not play that well: choose a lower level.</source>
        <translation>I computer di questo club non giocano così bene: scegli un livello più basso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club refused these rules or seats.</source>
        <translation>Il club ha rifiutato queste regole o questi posti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match has started already.</source>
        <translation>La partita è già iniziata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club said no: %1</source>
        <translation>Il club ha detto di no: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not an invitation link: it starts with ciapano://</source>
        <translation>Questo non è un link d&apos;invito: comincia con ciapano://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club&apos;s host name in that address or link is damaged.</source>
        <translation>Il nome host del club in quell&apos;indirizzo o link è danneggiato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port in that address or link is not a number from 1 to 65535.</source>
        <translation>La porta in quell&apos;indirizzo o link non è un numero da 1 a 65535.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The invitation code in that link is damaged: ask for the link again.</source>
        <translation>Il codice d&apos;invito in quel link è danneggiato: chiedi di nuovo il link.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fingerprint in that link is damaged (64 hexadecimal digits): ask for the link again.</source>
        <translation>L&apos;impronta in quel link è danneggiata (64 cifre esadecimali): chiedi di nuovo il link.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address or link has parts a club&apos;s address never has.</source>
        <translation>Quell&apos;indirizzo o link ha parti che l&apos;indirizzo di un club non ha mai.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is far too long for a club&apos;s address or an invitation link.</source>
        <translation>È troppo lungo per l&apos;indirizzo di un club o un link d&apos;invito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a club&apos;s address.</source>
        <translation>Questo non è l&apos;indirizzo di un club.</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+5"/>
        <location line="+144"/>
        <source>The connection to the club was lost.</source>
        <translation>La connessione al club è stata persa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No club answers at that address (%1).</source>
        <translation>Nessun club risponde a quell&apos;indirizzo (%1).</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The club is reconnecting to its store: play waits, and nothing is lost.</source>
        <translation>Il club si sta ricollegando al suo archivio: il gioco aspetta, e non si perde nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club is back: play goes on.</source>
        <translation>Il club è tornato: il gioco continua.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club is reconnecting to its store: your request goes again once it is back.</source>
        <translation>Il club si sta ricollegando al suo archivio: la tua richiesta ripartirà quando torna.</translation>
    </message>
</context>
<context>
    <name>ClubTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/clubtables.py" line="+72"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats free</source>
        <translation>Posti liberi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>started</source>
        <translation>iniziata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody yet</source>
        <translation>ancora nessuno</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+74"/>
        <source>A club is a Ciapanò server on the internet: its address and, when it made its own certificate, its fingerprint come from whoever runs it. You may also paste an invitation link (ciapano://…) as the address.</source>
        <translation>Un club è un server di Ciapanò su internet: il suo indirizzo e, se il certificato se l&apos;è fatto da sé, la sua impronta te li dà chi lo gestisce. Come indirizzo puoi anche incollare un link d&apos;invito (ciapano://…).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Club &amp;address:</source>
        <translation>&amp;Indirizzo del club:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>club.example.org:8443, or an invitation link</source>
        <translation>club.example.org:8443, o un link d&apos;invito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>come lo vedranno gli altri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect</source>
        <translation>&amp;Connetti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Dimentica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Rinuncia al posto tenuto a quel tavolo: lo gioca il computer fino alla fine.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/crash.py" line="+42"/>
        <source>Something went wrong inside Ciapanò: %1

Your match is kept: it was saved after the last card, you can go on playing, and it is resumed when Ciapanò starts again.</source>
        <translation>Qualcosa è andato storto in Ciapanò: %1

La partita non è persa: è stata salvata dopo l&apos;ultima carta, puoi continuare a giocare e la ritroverai al prossimo avvio di Ciapanò.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The details are in the log file %1.</source>
        <translation>I dettagli sono nel file di log %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No log file could be written.</source>
        <translation>Non è stato possibile scrivere il file di log.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Ciapanò: an error</source>
        <translation>Ciapanò: si è verificato un errore</translation>
    </message>
</context>
<context>
    <name>CreateForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_create.py" line="+98"/>
        <source>This club allows computers up to %1.</source>
        <translation>Questo club ammette computer fino al livello %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Cambia le regole…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Livello dei &amp;sostituti:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>Il computer che gioca un posto che nessuno prende, e per chi perde la connessione o resta inattivo, finché non torna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Public: listed in the club&apos;s lobby for anyone to join</source>
        <translation>&amp;Pubblico: elencato nella sala del club, chiunque può unirsi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A private table is joined only with its invitation code or link.</source>
        <translation>A un tavolo privato ci si unisce solo con il suo codice o link d&apos;invito.</translation>
    </message>
</context>
<context>
    <name>DemoBar</name>
    <message>
        <location filename="../ciapano_qt/ui/table/demobar.py" line="+48"/>
        <source>Demo: press Esc or click Stop to end it.</source>
        <translation>Dimostrazione: premi Esc o fai clic su Stop per terminarla.</translation>
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
        <translation>un terzo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two thirds</source>
        <translation>due terzi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and a third</source>
        <translation>%1 e un terzo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and two thirds</source>
        <translation>%1 e due terzi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
</context>
<context>
    <name>FoundTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/found.py" line="+57"/>
        <source>playing</source>
        <translation>in gioco</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n seat(s) open</source>
        <translation>
            <numerusform>%n posto libero</numerusform>
            <numerusform>%n posti liberi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+53"/>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 made cappotto!</source>
        <translation>%1 ha fatto cappotto!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did not cover: %1.</source>
        <translation>Senza copertura: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most points: %1.</source>
        <translation>Più punti: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of the match: %1.</source>
        <translation>Fuori dal gioco: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Vincitore: %1</numerusform>
            <numerusform>Vincitori: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last trick: %1.</source>
        <translation>Ultima presa: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="+256"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points taken</source>
        <translation>Punti presi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Covered</source>
        <translation>Coperto</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="-106"/>
        <source>Hand scores</source>
        <translation>Punteggi della mano</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="-38"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+27"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Review my cards</source>
        <translation>Anali&amp;zza le mie carte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Rigioca questa distribuzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new practice match whose first hand is this deal (not counted).</source>
        <translation>Una nuova partita di allenamento che comincia con questa distribuzione (non conta).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Prossima mano</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1: %2 in questa mano, %3 in tutto</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You made cappotto!</source>
        <translation>Hai fatto cappotto!</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Deal number: %1</source>
        <translation>Numero della distribuzione: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Practice: not counted in the statistics.</source>
        <translation>Allenamento: non conta nelle statistiche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player reached the busche limit: the fewest busche win.</source>
        <translation>Un giocatore ha raggiunto il limite di busche: vince chi ne ha meno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone left reached the target in the same hand: the lowest total wins.</source>
        <translation>Tutti quelli rimasti hanno raggiunto la quota nella stessa mano: vince il totale più basso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A total reached the target: the lowest total wins.</source>
        <translation>Un totale ha raggiunto la quota: vince il totale più basso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand of the match is over: the lowest total wins.</source>
        <translation>L&apos;ultima mano della partita è finita: vince il totale più basso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A team reached the target: the other team wins.</source>
        <translation>Una squadra ha raggiunto la quota: vince l&apos;altra squadra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams reached the target in the same hand: the lower total wins.</source>
        <translation>Entrambe le squadre hanno raggiunto la quota nella stessa mano: vince il totale più basso.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monte</source>
        <translation>Monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed Four</source>
        <translation>Quattro tolto</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host.py" line="+111"/>
        <source>Host a table</source>
        <translation>Ospita un tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open the table</source>
        <translation>Apri il &amp;tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>Inizia la partit&amp;a</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>Al tavolo:</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Opening the table…</source>
        <translation>Apertura del tavolo…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close the table? The match ends for everyone at it and cannot be resumed.</source>
        <translation>Chiudere il tavolo? La partita finisce per tutti e non si potrà riprendere.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table cannot be kept on this computer&apos;s disk (%1): if the app stops, its match cannot be resumed. The match goes on.</source>
        <translation>Il tavolo non si può conservare sul disco di questo computer (%1): se l&apos;app si ferma, la sua partita non si potrà riprendere. La partita continua.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tell the others the code and the address. Seats nobody takes are played by the computer. Anyone on this network can read the game&apos;s traffic: it is not encrypted.</source>
        <translation>Comunica agli altri il codice e l&apos;indirizzo. I posti che nessuno prende li gioca il computer. Chiunque sia su questa rete può leggere il traffico del gioco: non è cifrato.</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+103"/>
        <source>The table cannot be opened: %1</source>
        <translation>Il tavolo non si può aprire: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table code: %1</source>
        <translation>Codice del tavolo: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Someone is guessing the code: a new one was drawn. Tell it to the players who have not sat down yet.</source>
        <translation>Qualcuno sta tirando a indovinare il codice: ne è stato estratto uno nuovo. Comunicalo ai giocatori che non si sono ancora seduti.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address to join: %1</source>
        <translation>Indirizzo per unirsi: %1</translation>
    </message>
</context>
<context>
    <name>HostForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_form.py" line="+85"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Cambia le regole…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table name:</source>
        <translation>Nome del &amp;tavolo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Livello dei &amp;sostituti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Ascolta su:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>Po&amp;rta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Idle turn after:</source>
        <translation>Turno &amp;inattivo dopo:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>una porta libera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person who takes longer has that turn played by the computer.</source>
        <translation>Se una persona ci mette di più, quel turno lo gioca il computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>Il computer che gioca un posto che nessuno prende, e per chi perde la connessione o resta inattivo, finché non torna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All networks of this computer</source>
        <translation>Tutte le reti di questo computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer only (a test)</source>
        <translation>Solo questo computer (una prova)</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+12"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nome è da 1 a 24 caratteri di testo semplice.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Open at least one seat for a person at another computer.</source>
        <translation>Apri almeno un posto per una persona su un altro computer.</translation>
    </message>
</context>
<context>
    <name>HostedTable</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/hosted.py" line="+122"/>
        <source>The file is not a table this version of Ciapanò can resume (%1).</source>
        <translation>Il file non è un tavolo che questa versione di Ciapanò possa riprendere (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The interrupted table cannot be resumed. %1</source>
        <translation>Il tavolo interrotto non si può riprendere. %1</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <location filename="../ciapano_qt/ui/app/instance.py" line="+226"/>
        <source>Another copy of Ciapanò is running, but it does not answer: it may be busy or stuck. It keeps its data folder (%1), with the match in progress and the statistics, until it ends.

Switch to it and wait, or close it (end it if it stays stuck), then start Ciapanò again.</source>
        <translation>Un&apos;altra copia di Ciapanò è in esecuzione, ma non risponde: forse è occupata o bloccata. Tiene la sua cartella dei dati (%1), con la partita in corso e le statistiche, finché non termina.

Passa a quella copia e attendi, oppure chiudila (terminala se resta bloccata), poi avvia di nuovo Ciapanò.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ciapanò is already running</source>
        <translation>Ciapanò è già in esecuzione</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join.py" line="+131"/>
        <source>Join a table</source>
        <translation>Unisciti a un tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tavoli su questa rete:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Indirizzo:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Codice del tavolo:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>address:port, as the host tells it</source>
        <translation>indirizzo:porta, come lo dice chi ospita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six digits</source>
        <translation>sei cifre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>come lo vedranno gli altri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join</source>
        <translation>&amp;Unisciti</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rej&amp;oin the table at %1 (as %2)</source>
        <translation>T&amp;orna al tavolo su %1 (come %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Dimentica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Rinuncia al posto tenuto a quel tavolo: lo gioca il computer fino alla fine.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Riprendo il tuo posto a %1…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Looking for tables on this network…</source>
        <translation>Ricerca dei tavoli su questa rete…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pick a table, or type its address below.</source>
        <translation>Scegli un tavolo, o scrivi il suo indirizzo qui sotto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table answered. Type the address and port the host&apos;s screen shows (some networks keep computers from finding each other).</source>
        <translation>Nessun tavolo ha risposto. Scrivi l&apos;indirizzo e la porta che mostra lo schermo di chi ospita (alcune reti impediscono ai computer di trovarsi).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type the address as address:port (for example 192.168.1.5:40000).</source>
        <translation>Scrivi l&apos;indirizzo come indirizzo:porta (per esempio 192.168.1.5:40000).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table code is the six digits the host&apos;s screen shows.</source>
        <translation>Il codice del tavolo sono le sei cifre che mostra lo schermo di chi ospita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nome è da 1 a 24 caratteri di testo semplice.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Joining %1…</source>
        <translation>Collegamento a %1…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Your seat stays kept: try again once the host is back.</source>
        <translation>Il tuo posto resta tenuto: riprova quando chi ospita sarà di nuovo in linea.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seated. Waiting for the host to start the match. At the table: %1</source>
        <translation>Seduto. In attesa che chi ospita inizi la partita. Al tavolo: %1</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lasttrick.py" line="+20"/>
        <location line="+7"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You took the last trick.</source>
        <translation>L&apos;ultima presa l&apos;hai fatta tu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the last trick.</source>
        <translation>L&apos;ultima presa l&apos;ha fatta %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the previous hand: no trick of this hand is finished yet.</source>
        <translation>Dalla mano precedente: nessuna presa di questa mano è ancora finita.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last trick of the previous hand</source>
        <translation>Ultima presa della mano precedente</translation>
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
        <translation>In questa lezione gioca questa carta: %1.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lesson.py" line="+262"/>
        <source>Guided first match</source>
        <translation>Partita guidata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Skip lesson</source>
        <translation>&amp;Salta la lezione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Next lesson</source>
        <translation>Lezione s&amp;uccessiva</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Close the guide</source>
        <translation>&amp;Chiudi la guida</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lesson table</source>
        <translation>Tavolo della lezione</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Follow suit</source>
        <translation>Rispondere al seme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the trick</source>
        <translation>Stare sotto alla presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which cards carry points</source>
        <translation>Quali carte valgono punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick</source>
        <translation>L&apos;ultima presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotto</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A suit has been led: you must play a card of that suit while you have one. The cards you may play are raised now: only your cards of the led suit. This lesson asks for the %1: it stays under the card winning the trick, so the trick goes to someone else, and it is the highest card that does, so your lower ones are kept for later.</source>
        <translation>È stato giocato un seme: finché ne hai una, devi giocare una carta di quel seme. Ora sono sollevate le carte che puoi giocare: solo quelle del seme giocato. Questa lezione chiede questa carta: %1. Resta sotto la carta che sta vincendo la presa, così la presa va a un altro; ed è la più alta che ci riesce, così tieni per dopo quelle più basse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You want to take as few points as you can. Play a card lower than the one winning the trick: the trick goes to someone else.</source>
        <translation>Vuoi prendere meno punti possibile. Gioca una carta più bassa di quella che sta vincendo la presa: la presa va a un altro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aces are worth one point each; Threes, Twos and the figures a third each; Fours to Sevens nothing. You cannot follow suit: give your Ace away to a trick someone else takes.</source>
        <translation>Ogni Asso vale un punto; i Tre, i Due e le figure un terzo ciascuno; dal Quattro al Sette niente. Non puoi rispondere al seme: regala il tuo Asso a una presa che prende un altro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth one point more. With two cards left, keep for the end the card less likely to take a trick, and play the other one now.</source>
        <translation>L&apos;ultima presa vale un punto in più. Con due carte in mano, tieni per la fine quella che ha meno probabilità di prendere, e gioca ora l&apos;altra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have taken every point so far. Take every trick, the last one too, and you make cappotto: you score nothing and every other player 11.</source>
        <translation>Finora hai preso tutti i punti. Prendi tutte le prese, anche l&apos;ultima, e fai cappotto: tu segni zero e ogni altro giocatore 11.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Watch the table: the other players play first. The lesson&apos;s point comes at your first turn.</source>
        <translation>Guarda il tavolo: gli altri giocatori giocano per primi. La spiegazione arriva al tuo primo turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this lesson your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter). Watch the table; the lesson&apos;s point comes when it matters.</source>
        <translation>In questa lezione le tue carte sono già scelte: ogni volta che tocca a te, gioca l&apos;unica carta sollevata (fai clic su di essa o premi Invio). Guarda il tavolo: la spiegazione arriva al momento giusto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Well done: that was the card to play.</source>
        <translation>Bene: era proprio la carta da giocare.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play out the hand the same way: the one card that is raised, each time.</source>
        <translation>Finisci la mano allo stesso modo: ogni volta l&apos;unica carta sollevata.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From here on your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter).</source>
        <translation>Da qui in poi le tue carte sono già scelte: ogni volta che tocca a te, gioca l&apos;unica carta sollevata (fai clic su di essa o premi Invio).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lezione %1 di %2: %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Well done!</source>
        <translation>Bene!</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>That was the last lesson. Close the guide and start a match of your own (Game, New match).</source>
        <translation>Era l&apos;ultima lezione. Chiudi la guida e inizia una partita tutta tua (Partita, Nuova partita).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Finish</source>
        <translation>&amp;Fine</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The hand is over. On to the next lesson when you are ready.</source>
        <translation>La mano è finita. Passa alla lezione successiva quando vuoi.</translation>
    </message>
</context>
<context>
    <name>LobbyModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/lobby.py" line="+88"/>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a free seat (the computer plays it if nobody comes)</source>
        <translation>un posto libero (lo gioca il computer se non arriva nessuno)</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+108"/>
        <source>&amp;Public tables:</source>
        <translation>Tavoli &amp;pubblici:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join this table</source>
        <translation>&amp;Unisciti a questo tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a &amp;table…</source>
        <translation>Crea un &amp;tavolo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Codice d&apos;invito:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KQ7M-3XTR-W9, or the link you were sent</source>
        <translation>KQ7M-3XTR-W9, o il link che ti hanno mandato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jo&amp;in</source>
        <translation>Un&amp;isciti</translation>
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
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo</source>
        <translation>Partita &amp;dimostrativa</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>H&amp;ost a table…</source>
        <translation>Ospita un tavo&amp;lo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>Unisciti a un ta&amp;volo…</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Undo card</source>
        <translation>Annulla &amp;carta</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sto&amp;p the demo</source>
        <translation>Interrompi la di&amp;mostrazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo card</source>
        <translation>&amp;Ripeti carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the hand for &amp;me</source>
        <translation>&amp;Finisci la mano per me</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card trac&amp;ker</source>
        <translation>C&amp;ontacarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Impos&amp;tazioni…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>Sc&amp;hermo intero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ciapanò</source>
        <translation>&amp;Informazioni su Ciapanò</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first match…</source>
        <translation>Partita &amp;guidata…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pl&amp;ay online…</source>
        <translation>Gioca in un clu&amp;b online…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>H</source>
        <comment>shortcut of Hint</comment>
        <translation>G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <comment>shortcut of Last trick</comment>
        <translation>U</translation>
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
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/matchflow.py" line="+52"/>
        <source>The demo is over. Game, New match starts a match of your own.</source>
        <translation>La dimostrazione è finita. Partita, Nuova partita avvia una partita tutta tua.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Abandon the match?</source>
        <translation>Abbandonare la partita?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match is in progress. Abandon it?</source>
        <translation>C&apos;è una partita in corso. Vuoi abbandonarla?</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The screen changes hands.</source>
        <translation>Lo schermo passa di mano.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+41"/>
        <source>No message</source>
        <translation>Nessun messaggio</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+27"/>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+33"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-21"/>
        <location line="+24"/>
        <source>%1 is playing…</source>
        <translation>Tocca a %1…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>You deal with one card over: click a card to discard it.</source>
        <translation>Fai le carte: clicca sulla carta da scartare.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+17"/>
        <source>Your turn: play a card.</source>
        <translation>Tocca a te: gioca una carta.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="+60"/>
        <source>Review of hand %1</source>
        <translation>Analisi della mano %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-23"/>
        <source>You deal</source>
        <translation>Fai le carte</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/menus.py" line="-43"/>
        <source>More tools</source>
        <translation>Altri strumenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status line</source>
        <translation>Riga di stato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resize the window</source>
        <translation>Ridimensiona la finestra</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-8"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>Your lead: play any card you like.</source>
        <translation>Esci tu: gioca la carta che vuoi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your lead: play a card.</source>
        <translation>Esci tu: gioca una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+4"/>
        <source>Your turn: follow %1.</source>
        <translation>Tocca a te: rispondi a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your turn: you cannot follow, play any card.</source>
        <translation>Tocca a te: non hai il seme, gioca la carta che vuoi.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+10"/>
        <source>Hint: %1.</source>
        <translation>Suggerimento: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="-29"/>
        <source>No trick has been played yet.</source>
        <translation>Non è ancora stata fatta nessuna presa.</translation>
    </message>
</context>
<context>
    <name>MatchPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+85"/>
        <source>Off</source>
        <translation>Nessun limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;wo against two (partners sit opposite)</source>
        <translation>Gioco a co&amp;ppie (i compagni siedono di fronte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;urvivors:</source>
        <translation>&amp;Superstiti:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Six to &amp;eight players:</source>
        <translation>Da se&amp;i a otto giocatori:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ace of batons:</source>
        <translation>Asso di &amp;bastoni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hands in the match:</source>
        <translation>&amp;Numero di mani:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fractions:</source>
        <translation>&amp;Frazioni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cappotto:</source>
        <translation>&amp;Cappotto:</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The &amp;match ends when anyone reaches the target</source>
        <translation>La partita finisce appena qualcuno &amp;raggiunge la quota</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Th&amp;ree players:</source>
        <translation>In &amp;tre:</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Busca: c&amp;overing:</source>
        <translation>Busca: c&amp;opertura:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca: &amp;dealer:</source>
        <translation>Busca: &amp;mazziere:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Busche &amp;limit:</source>
        <translation>&amp;Limite di busche:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Target:</source>
        <translation>&amp;Quota:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Busca: four players, each for themselves; take some points but not the most. The fewest busche win.</source>
        <translation>Busca: quattro giocatori, ognuno per sé; prendi qualche punto, ma non il maggior numero. Vince chi ha meno busche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When th&amp;ree are left:</source>
        <translation>Quando restano in &amp;tre:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Used once players have dropped out and three are left in play.</source>
        <translation>Si usa quando alcuni giocatori sono usciti e ne restano in gioco tre.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Busca does not use this option.</source>
        <translation>La Busca non usa questa regola.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody drops out in a match of a fixed number of hands or two against two.</source>
        <translation>Nessuno esce dal gioco in una partita a numero di mani fisso o a coppie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three players are never in play in this match.</source>
        <translation>In questa partita non si resta mai in tre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for a match begun with six to eight players.</source>
        <translation>Solo per una partita iniziata da sei a otto giocatori.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>A coppie si gioca esattamente in quattro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lowest total wins at the target: the survivors do not count.</source>
        <translation>Alla quota vince il totale più basso: i superstiti non contano.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Only Busca uses this option.</source>
        <translation>Solo la Busca usa questa regola.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../ciapano_qt/ui/text/messages.py" line="+27"/>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of players</source>
        <translation>numero di giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation>quota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>survivors</source>
        <translation>superstiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest total wins at the target</source>
        <translation>alla quota vince il più basso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three-player method</source>
        <translation>gioco in tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fractions</source>
        <translation>frazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cappotto</source>
        <translation>cappotto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca covering</source>
        <translation>copertura nella Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca dealer</source>
        <translation>mazziere nella Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>method for six to eight players</source>
        <translation>regola da sei a otto giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of batons</source>
        <translation>asso di bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of hands</source>
        <translation>numero di mani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two against two</source>
        <translation>gioco a coppie</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You must follow {suit}.</source>
        <translation>Devi rispondere a {suit}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is not in your hand.</source>
        <translation>{card}: non ce l&apos;hai in mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is being played.</source>
        <translation>Non si sta giocando nessuna mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lead {suit} to the first trick.</source>
        <translation>Alla prima presa non puoi uscire a {suit}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may not throw away the {card} on the first trick.</source>
        <translation>Alla prima presa non puoi buttare via l&apos;{card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A finished hand cannot be undone.</source>
        <translation>Una mano finita non si può annullare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {option} must be from {low} to {high}.</source>
        <translation>Il valore di «{option}» deve essere tra {low} e {high}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Busca is played by exactly four players.</source>
        <translation>La Busca si gioca in quattro, né più né meno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There must be fewer survivors than players ({players}).</source>
        <translation>I superstiti devono essere meno dei giocatori ({players}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>A coppie si gioca esattamente in quattro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record is marked as version 1 but uses an option of version 2 ({option}): it was altered or damaged.</source>
        <translation>La registrazione dichiara la versione 1 ma usa una regola della versione 2 ({option}): è stata alterata o danneggiata.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The value of the {option} is not allowed.</source>
        <translation>Il valore di «{option}» non è ammesso.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wait for your turn.</source>
        <translation>Aspetta il tuo turno.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The {card} is your only legal card.</source>
        <translation>È l&apos;unica carta che puoi giocare: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the {card}: it is the card most likely to cost you points.</source>
        <translation>Scarta questa carta ({card}): è quella che più rischia di costarti punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and go for cappotto: every point is yours.</source>
        <translation>Gioca questa carta ({card}) e punta al cappotto: i punti sono tutti tuoi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this trick with the {card}: otherwise {seat} may make cappotto.</source>
        <translation>Fai tu la presa con questa carta ({card}): se no {seat} può fare cappotto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take this trick with the {card}: you still need a point to cover.</source>
        <translation>Fai tu la presa con questa carta ({card}): ti serve ancora un punto per coprirti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and keep the {keep} for the last trick, where it is less likely to win.</source>
        <translation>Gioca questa carta ({card}) e tieni l&apos;altra ({keep}) per l&apos;ultima presa, dove è meno facile che prenda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead low in {suit}: the others still hold higher cards.</source>
        <translation>Esci con una carta bassa di {suit}: gli altri hanno ancora carte più alte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card} now: it would win a trick anyway.</source>
        <translation>Esci subito con questa carta ({card}): tanto una presa la farebbe comunque.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card}.</source>
        <translation>Esci con questa carta: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the {best}: the trick goes to {winner}.</source>
        <translation>Stai sotto alla carta più alta ({best}): la presa va a {winner}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must take this trick: shed the {card} with it.</source>
        <translation>Questa presa devi farla tu: approfittane per liberarti di questa carta ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card}: a later player may still overtake it.</source>
        <translation>Gioca questa carta ({card}): chi gioca dopo può ancora superarla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow with the {card}.</source>
        <translation>Rispondi con questa carta: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}.</source>
        <translation>Sei senza {void}: approfittane per liberarti di questa carta ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}: nobody could beat it later.</source>
        <translation>Sei senza {void}: liberati di questa carta ({card}), più avanti nessuno potrebbe superarla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw away the {card} while you are void in {void}.</source>
        <translation>Sei senza {void}: butta via questa carta ({card}).</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-54"/>
        <source>Ciapanò — table at %1</source>
        <translation>Ciapanò — tavolo su %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 non c&apos;è: intanto gioca il computer.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back at the table.</source>
        <translation>Di nuovo al tavolo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table dropped: taking the seat back…</source>
        <translation>La connessione al tavolo è caduta: ripresa del posto…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match is over. Won by: %1</source>
        <translation>La partita è finita. Vince: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_views.py" line="+92"/>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>Es&amp;porta partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lea&amp;ve the table</source>
        <translation>&amp;Lascia il tavolo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>L</source>
        <comment>shortcut of Last trick</comment>
        <translation>U</translation>
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
        <translation>Nessuna mano è ancora finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not available: this seat missed a hand while it was away, and only the host keeps the whole match.</source>
        <translation>Non disponibile: questo posto ha perso una mano mentre era assente, e solo chi ospita tiene tutta la partita.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No trick has been played yet.</source>
        <translation>Non è ancora stata fatta nessuna presa.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/newmatch.py" line="+104"/>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Change settings…</source>
        <translation>&amp;Cambia impostazioni…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numero della distribuzione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new deal</source>
        <translation>una nuova distribuzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Numero della distribuzione</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>People at this screen pass it between their turns; nobody sees another&apos;s cards. The match is not counted in the statistics.</source>
        <translation>Le persone a questo schermo se lo passano fra un turno e l&apos;altro; nessuno vede le carte degli altri. La partita non entra nelle statistiche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the next seat on the right.</source>
        <translation>Il gioco passa al posto seguente, verso destra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>Il numero della distribuzione è un numero intero da 0 a %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: that deal is the first hand; the match is not counted.</source>
        <translation>Allenamento: quella distribuzione è la prima mano; la partita non conta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To play a hand again, type the deal number its summary shows.</source>
        <translation>Per rigiocare una mano, scrivi il numero della distribuzione che mostra il suo riepilogo.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../ciapano_qt/ui/app/notices.py" line="+77"/>
        <source>Some of your settings could not be read, so their defaults are used.</source>
        <translation>Alcune impostazioni non si potevano leggere: si usano i loro valori predefiniti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old settings file was kept as %1.</source>
        <translation>Il vecchio file delle impostazioni è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your settings file %1 was a link to another file, which Ciapanò does not write through.</source>
        <translation>Il tuo file delle impostazioni %1 era un collegamento a un altro file, e Ciapanò non scrive attraverso i collegamenti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file %1 was a folder, a pipe or a device, not a file.</source>
        <translation>Il tuo file delle impostazioni %1 era una cartella, una pipe o un dispositivo, non un file.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ciapanò may not read your settings file %1.</source>
        <translation>Ciapanò non ha il permesso di leggere il tuo file delle impostazioni %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings file %1 was not a text file that Ciapanò can read.</source>
        <translation>Il tuo file delle impostazioni %1 non era un file di testo che Ciapanò possa leggere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings start from their defaults.</source>
        <translation>Le impostazioni ripartono dai valori predefiniti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was moved aside as %1.</source>
        <translation>È stato spostato da parte come %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings are kept in a new file.</source>
        <translation>Le impostazioni sono conservate in un file nuovo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be moved aside and is left as it is: your settings are not saved until it is moved away.</source>
        <translation>Non si è potuto spostare e resta com&apos;è: le impostazioni non vengono salvate finché non viene spostato.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ciapanò may not read the statistics file, so statistics start again.</source>
        <translation>Ciapanò non ha il permesso di leggere il file delle statistiche: le statistiche ripartono da zero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file was damaged, so statistics start again.</source>
        <translation>Il file delle statistiche era danneggiato: le statistiche ripartono da zero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your old statistics were kept as %1.</source>
        <translation>Le tue vecchie statistiche sono state conservate come %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be moved aside and is left as it is (%1): no match is counted until it can be read or is moved.</source>
        <translation>Il file non si è potuto spostare e resta com&apos;è (%1): nessuna partita viene contata finché non si può leggere o non viene spostato.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Settings reset to their defaults</source>
        <translation>Impostazioni riportate ai valori predefiniti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics started again</source>
        <translation>Statistiche ripartite da zero</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online.py" line="+128"/>
        <source>Play online</source>
        <translation>Gioca online</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;reate</source>
        <translation>C&amp;rea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Indietro</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The clubs cannot be remembered: %1</source>
        <translation>Non si possono ricordare i club: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sitting down at the table again…</source>
        <translation>Mi siedo di nuovo al tavolo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joining the table %1…</source>
        <translation>Mi unisco al tavolo %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the club at %2</source>
        <translation>%1, il club su %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pick a table in the list first.</source>
        <translation>Prima scegli un tavolo nell&apos;elenco.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An invitation code is ten letters and digits, like KQ7M-3XTR-W9.</source>
        <translation>Un codice d&apos;invito è di dieci lettere e cifre, come KQ7M-3XTR-W9.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Creating the table…</source>
        <translation>Creo il tavolo…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Start the match when everyone is there.</source>
        <translation>Inizia la partita quando ci sono tutti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seated. Waiting for the table&apos;s creator to start the match.</source>
        <translation>Sei al tavolo. In attesa che chi l&apos;ha creato inizi la partita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link is copied: paste it to whoever you invite.</source>
        <translation>Il link è copiato: incollalo a chi inviti.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The connection to the club dropped: sitting down at the table again…</source>
        <translation>La connessione al club è caduta: mi siedo di nuovo al tavolo…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Riprendo il tuo posto a %1…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_meet.py" line="+114"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nome è da 1 a 24 caratteri di testo semplice.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connecting to %1…</source>
        <translation>Connessione a %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No club answers at %1 (%2).</source>
        <translation>Nessun club risponde su %1 (%2).</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Go &amp;back to the club table at %1 (as %2)</source>
        <translation>&amp;Torna al tavolo del club su %1 (come %2)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../ciapano_qt/ui/table/passscreen.py" line="+64"/>
        <source>The seats at the table</source>
        <translation>I posti al tavolo</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pass to %1</source>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand is face down: hand the screen over, and the others look away.</source>
        <translation>Tutte le mani sono coperte: passate lo schermo e gli altri guardino altrove.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1: show my cards</source>
        <translation>Sono %1: mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+51"/>
        <source>The file cannot be read.</source>
        <translation>Il file non si può leggere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a file but a folder, a pipe or a device.</source>
        <translation>Questo non è un file ma una cartella, una pipe o un dispositivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is far larger than any match record.</source>
        <translation>Il file è molto più grande di qualsiasi registrazione di partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>Il file è vuoto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a text file.</source>
        <translation>Il file non è un file di testo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file stops before its end: it was cut short.</source>
        <translation>Il file si interrompe prima della fine: è stato troncato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The file is not a match record.</source>
        <translation>Il file non è la registrazione di una partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Ciapanò match record.</source>
        <translation>Il file non è la registrazione di una partita di Ciapanò.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match was saved by a newer version of Ciapanò.</source>
        <translation>La partita è stata salvata da una versione più recente di Ciapanò.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has an unknown record version.</source>
        <translation>Il file ha una versione di registrazione sconosciuta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The record holds a move that the rules do not allow (%1).</source>
        <translation>La registrazione contiene una giocata che le regole non permettono (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match record is damaged (%1).</source>
        <translation>La registrazione della partita è danneggiata (%1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be resumed. %1</source>
        <translation>Non è stato possibile riprendere la partita salvata. %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file was kept as %1.</source>
        <translation>Il file è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It holds no match, so the next save replaces it: %1.</source>
        <translation>Non contiene alcuna partita, quindi il prossimo salvataggio lo sostituisce: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was left as it is: %1.</source>
        <translation>Il file è stato lasciato com&apos;era: %1.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>You can start a new match.</source>
        <translation>Puoi iniziare una nuova partita.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be opened.</source>
        <translation>Impossibile aprire %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+220"/>
        <source>The match cannot be saved automatically in %1 (%2). You can play on, but the match may be lost if Ciapanò stops. Use Export match… to keep it elsewhere.</source>
        <translation>Non si riesce a salvare automaticamente la partita in %1 (%2). Puoi continuare a giocare, ma se Ciapanò si chiude la partita potrebbe andare persa. Usa Esporta partita… per conservarla altrove.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Autosave failed</source>
        <translation>Salvataggio automatico non riuscito</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+214"/>
        <source>The match is not saved</source>
        <translation>La partita non è salvata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last autosave in %1 failed (%2): if you quit now, this match is lost. Export it to a file first?</source>
        <translation>L’ultimo salvataggio automatico in %1 non è riuscito (%2): se esci ora, questa partita va persa. Esportarla prima in un file?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Export match…</source>
        <translation>&amp;Esporta partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit and lose it</source>
        <translation>Esci e &amp;perdila</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+102"/>
        <source>Saved match refused</source>
        <translation>Partita salvata rifiutata</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="-182"/>
        <source>&amp;Open match…</source>
        <translation>&amp;Apri partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>Es&amp;porta partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istiche…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The match could not be written to %1: %2.</source>
        <translation>Non è stato possibile scrivere la partita in %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match was written to %1.</source>
        <translation>La partita è stata scritta in %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match exported</source>
        <translation>Partita esportata</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+89"/>
        <source>Open match</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>This match is not finished. Resume it here? The match on the table is replaced.</source>
        <translation>Questa partita non è finita. Vuoi riprenderla qui? La partita in tavola verrà sostituita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match in progress is lost unless you export it first.</source>
        <translation>La partita in corso andrà persa, a meno che tu non la esporti prima.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the match?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Export match</source>
        <translation>Esporta partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>Ciapanò matches (*.json);;All files (*)</source>
        <translation>Partite di Ciapanò (*.json);;Tutti i file (*)</translation>
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
        <translation>&amp;Tu:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opponent &amp;%1:</source>
        <translation>Avversario &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person at this screen</source>
        <translation>Persona a questo schermo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level of opponent %1</source>
        <translation>Livello dell&apos;avversario %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of opponent %1</source>
        <translation>Nome dell&apos;avversario %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the right: opponent 1 sits on your right.</source>
        <translation>Si gioca verso destra: l&apos;avversario 1 siede alla tua destra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seats at the table</source>
        <translation>I posti al tavolo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+23"/>
        <source>This table speaks another version of the network protocol (%1; this program speaks %2). Both need the same version of Ciapanò.</source>
        <translation>Questo tavolo usa un&apos;altra versione del protocollo di rete (%1; questo programma usa la %2). Servono entrambi la stessa versione di Ciapanò.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every seat at this table is taken.</source>
        <translation>Tutti i posti di questo tavolo sono presi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong table code: ask the host for the six digits shown on their screen.</source>
        <translation>Codice del tavolo errato: chiedi a chi ospita le sei cifre sul suo schermo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is closed, or its match has started without you.</source>
        <translation>Questo tavolo è chiuso, o la partita è iniziata senza di te.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at this table is no longer kept (its match is over).</source>
        <translation>Il tuo posto a questo tavolo non è più tenuto (la partita è finita).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name cannot be used: 1 to 24 characters of plain text.</source>
        <translation>Quel nome non si può usare: da 1 a 24 caratteri di testo semplice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is turning joiners away for now (too many attempts): wait a minute, then try again.</source>
        <translation>Per ora il tavolo non accetta nuovi giocatori (troppi tentativi): aspetta un minuto, poi riprova.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host refused to seat you.</source>
        <translation>Chi ospita non ti ha fatto sedere.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The club&apos;s certificate is not the one you trusted before. It may have a new certificate (ask whoever runs it), or someone is between you and the club: nothing was sent.</source>
        <translation>Il certificato del club non è quello di cui ti sei fidato. Forse il club ha un certificato nuovo (chiedi a chi lo gestisce), o qualcuno si è messo tra te e il club: non è stato inviato nulla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No authority vouches for this club&apos;s certificate, and it is not one you have trusted: nothing was sent.</source>
        <translation>Nessuna autorità garantisce il certificato di questo club, e non è uno di cui ti sei fidato: non è stato inviato nulla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host runs an older version of Ciapanò: it needs to update before you can join.</source>
        <translation>Chi ospita usa una versione più vecchia di Ciapanò: deve aggiornarla prima che tu possa unirti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong code, or someone between you and the host. Check the six digits on the host&apos;s screen and join again.</source>
        <translation>Codice sbagliato, o qualcuno tra te e chi ospita. Controlla le sei cifre sullo schermo di chi ospita e riprova a unirti.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too late: the game had already moved on (the computer played for you).</source>
        <translation>Troppo tardi: il gioco era già andato avanti (il computer ha giocato per te).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused that card.</source>
        <translation>Chi ospita ha rifiutato quella carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not understand that move.</source>
        <translation>Chi ospita non ha capito quella mossa.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/connection.py" line="+187"/>
        <location filename="../ciapano_qt/ui/remote/session.py" line="+181"/>
        <source>The match is over and the table has closed.</source>
        <translation>La partita è finita e il tavolo si è chiuso.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The connection to the table was lost.</source>
        <translation>La connessione al tavolo si è persa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The connection to the table was lost and the seat could not be taken back.</source>
        <translation>La connessione al tavolo si è persa e il posto non si è potuto riprendere.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No table answers at that address (%1).</source>
        <translation>Nessun tavolo risponde a quell&apos;indirizzo (%1).</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/session.py" line="-37"/>
        <source>The host keeps sending invalid messages: the table was left.</source>
        <translation>Chi ospita continua a mandare messaggi non validi: hai lasciato il tavolo.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The host closed the table.</source>
        <translation>Chi ospita ha chiuso il tavolo.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 non c&apos;è: intanto gioca il computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1 è di nuovo al tavolo.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+10"/>
        <source>Hand over: %1</source>
        <translation>Mano finita: %1</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="+61"/>
        <source>Replay</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to hand</source>
        <translation>Vai alla mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Mano:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trick</source>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coach</source>
        <translation>Allenatore</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>|◀ First</source>
        <translation>|◀ Inizio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Avanti ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last ▶|</source>
        <translation>Fine ▶|</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Review my cards</source>
        <translation>Anali&amp;zza le mie carte</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No hand was played.</source>
        <translation>Non è stata giocata nessuna mano.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/replay.py" line="+187"/>
        <source>Hand %1 of %2: no trick played yet</source>
        <translation>Mano %1 di %2: ancora nessuna presa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1 of %2, trick %3 of %4</source>
        <translation>Mano %1 di %2, presa %3 di %4</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="-107"/>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>No trick played yet</source>
        <translation>Nessuna presa ancora giocata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 of %2</source>
        <translation>Presa %1 di %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dealer: %1</source>
        <translation>Mazziere: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick.</source>
        <translation>La presa la fai tu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the trick.</source>
        <translation>La presa la fa %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tricks taken: %1</source>
        <translation>Prese fatte: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand scores</source>
        <translation>Punteggi della mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner: %1</source>
        <translation>Vincitore: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review of the match</source>
        <translation>Analisi della partita</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 (%2): you played %3; better: %4 (%5 busche lost).</source>
        <translation>%1 (%2): hai giocato %3; meglio: %4 (%5 busche perse).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2): you played %3; better: %4 (%5 points lost).</source>
        <translation>%1 (%2): hai giocato %3; meglio: %4 (%5 punti persi).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Totals</source>
        <translation>Totali</translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_resume.py" line="+116"/>
        <source>&amp;Resume the table</source>
        <translation>Ri&amp;prendi il tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Eliminalo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your table “%1” stopped in the middle of its match (hand %2, table code %3; at the table: %4). Resume it: the match goes on from the card where it stopped, at the same address, and the others&apos; apps take their seats back; the computer plays for anyone not back yet.</source>
        <translation>Il tuo tavolo «%1» si è fermato a metà partita (mano %2, codice del tavolo %3; al tavolo: %4). Riprendilo: la partita continua dalla carta in cui si era fermata, allo stesso indirizzo, e le app degli altri riprendono il loro posto; il computer gioca per chi non è ancora tornato.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Discard the table</source>
        <translation>Elimina il tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the interrupted table? Its match cannot be resumed afterwards.</source>
        <translation>Eliminare il tavolo interrotto? Poi la sua partita non si potrà più riprendere.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/review.py" line="+56"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 busche against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>L&apos;allenatore rigioca ogni tua decisione a partire da ciò che potevi vedere. Una carta che è costata almeno %1 busche rispetto alla migliore è un errore, almeno %2 un&apos;imprecisione.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 points against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>L&apos;allenatore rigioca ogni tua decisione a partire da ciò che potevi vedere. Una carta che è costata almeno %1 punti rispetto alla migliore è un errore, almeno %2 un&apos;imprecisione.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review progress</source>
        <translation>Avanzamento dell&apos;analisi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel review</source>
        <translation>&amp;Annulla l&apos;analisi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reviewing your cards…</source>
        <translation>Analisi delle tue carte…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your decisions</source>
        <translation>Le tue decisioni</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Reviewing your cards: decision %1 of %2…</source>
        <translation>Analisi delle tue carte: decisione %1 di %2…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing to review: you never had a choice of card.</source>
        <translation>Niente da analizzare: non hai mai avuto una scelta di carta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busche lost in the match: %1 (%2 decisions).</source>
        <translation>Busche perse nella partita: %1 (%2 decisioni).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in the match: %1 (%2 decisions).</source>
        <translation>Punti persi nella partita: %1 (%2 decisioni).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche lost in this hand: %1 (%2 decisions).</source>
        <translation>Busche perse in questa mano: %1 (%2 decisioni).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in this hand: %1 (%2 decisions).</source>
        <translation>Punti persi in questa mano: %1 (%2 decisioni).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No mistakes: well played.</source>
        <translation>Nessun errore: ben giocato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistakes: %1. Inaccuracies: %2.</source>
        <translation>Errori: %1. Imprecisioni: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review failed: %1</source>
        <translation>L&apos;analisi non è riuscita: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/review.py" line="+46"/>
        <source>Mistake</source>
        <translation>Errore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inaccuracy</source>
        <translation>Imprecisione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Presa %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card played</source>
        <translation>Carta giocata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Better card</source>
        <translation>Carta migliore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>Punti persi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Busche lost</source>
        <translation>Busche perse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Giudizio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/rulenames.py" line="+16"/>
        <source>Classic Ciapanò</source>
        <translation>Ciapanò classico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca</source>
        <translation>Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer discards a card</source>
        <translation>Il mazziere scarta una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a Four</source>
        <translation>Si toglie un Quattro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (one card face down)</source>
        <translation>Monte (una carta coperta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick pays the rest up to 11</source>
        <translation>L&apos;ultima presa paga il resto fino a 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fractions are lost</source>
        <translation>Le frazioni si perdono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict (all points and the last trick)</source>
        <translation>Stretto (tutti i punti e l&apos;ultima presa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lenient (the others under one point each)</source>
        <translation>Largo (gli altri sotto un punto ciascuno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a card point</source>
        <translation>Prendendo un punto in carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a trick</source>
        <translation>Facendo una presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the right</source>
        <translation>Passa a destra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s loser deals</source>
        <translation>Fa le carte chi ha perso l&apos;ultima mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take out Fours (and a Five)</source>
        <translation>Si tolgono i Quattro (e un Cinque)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (cards face down)</source>
        <translation>Monte (carte coperte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 1 point, like any ace</source>
        <translation>Vale 1 punto, come ogni asso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 11 points (hands of 21)</source>
        <translation>Vale 11 punti (mani da 21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 6 points (hands of 16)</source>
        <translation>Vale 6 punti (mani da 16)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Team %1</source>
        <translation>Coppia %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (computer, %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Busca, four players, busche limit %1</source>
        <translation>Busca, quattro giocatori, limite di busche %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Classic Ciapanò, %n players</source>
        <translation>
            <numerusform>Ciapanò classico, %n giocatore</numerusform>
            <numerusform>Ciapanò classico, %n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Classic Ciapanò, %n players, target %1</source>
        <translation>
            <numerusform>Ciapanò classico, %n giocatore, quota %1</numerusform>
            <numerusform>Ciapanò classico, %n giocatori, quota %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capital</source>
        <comment>a switch, not shown: translate as Small when a sentence goes on in small letters after a colon in your language, else as Capital</comment>
        <translation>Small</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Two against two: you and the player opposite are partners</source>
        <translation>A coppie: tu e il giocatore di fronte siete compagni</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A match of %n hands: the lowest total wins</source>
        <translation>
            <numerusform>Una partita di %n mano: vince il totale più basso</numerusform>
            <numerusform>Una partita di %n mani: vince il totale più basso</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ace of batons: %1</source>
        <translation>Asso di bastoni: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With six to eight players: %1</source>
        <translation>Da sei a otto giocatori: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survivors: %1</source>
        <translation>Superstiti: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With three players: %1</source>
        <translation>In tre: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When three players are left: %1</source>
        <translation>Quando restano in tre: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); the last trick adds 1.</source>
        <translation>Ognuno segna i punti interi presi, senza le frazioni (3⅓ vale 3); l&apos;ultima presa aggiunge 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); whoever took the last trick scores %1 minus the others&apos; scores.</source>
        <translation>Ognuno segna i punti interi presi, senza le frazioni (3⅓ vale 3); chi ha preso l&apos;ultima presa segna %1 meno i punti degli altri.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="-44"/>
        <source>Rules of Ciapanò</source>
        <translation>Regole del Ciapanò</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules document is missing from this installation.</source>
        <translation>In questa installazione manca il documento delle regole.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/scoresheet.py" line="+23"/>
        <location line="+6"/>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>✗ out of the match after that hand; — not playing.</source>
        <translation>✗ fuori dal gioco dopo quella mano; — non gioca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the match after that hand: a cross; not playing: a dash.</source>
        <translation>Fuori dalla partita dopo quella mano: una croce; non in gioco: un trattino.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/scoresheet.py" line="+104"/>
        <source>not playing</source>
        <translation>non in gioco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, out after this hand</source>
        <translation>%1, fuori dopo questa mano</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out after this hand</source>
        <translation>Fuori dopo questa mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
</context>
<context>
    <name>Screen</name>
    <message>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="+87"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../ciapano_qt/ui/table/seatring.py" line="+59"/>
        <source>In the order of play: %1</source>
        <translation>Nell&apos;ordine di gioco: %1</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/seats.py" line="+83"/>
        <source>Seat &amp;%1:</source>
        <translation>Posto &amp;%1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of seat %1</source>
        <translation>Nome del posto %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Chi gioca il posto %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Type your name</source>
        <translation>Scrivi il tuo nome</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Person at this screen</source>
        <translation>Persona a questo schermo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person at another computer</source>
        <translation>Persona a un altro computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Every seat needs a name.</source>
        <translation>Ogni posto ha bisogno di un nome.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>People at one screen: give yourself a name in seat 1.</source>
        <translation>Più persone a uno schermo: scrivi il tuo nome nel posto 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two people have the same name: the pass screen calls each by name.</source>
        <translation>Due persone hanno lo stesso nome: la schermata di passaggio chiama ciascuno per nome.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../ciapano_qt/ui/app/settings.py" line="+301"/>
        <location filename="../ciapano_qt/ui/applysettings.py" line="+21"/>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="-5"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingsdialog.py" line="+55"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings pages</source>
        <translation>Pagine delle impostazioni</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule changes apply to the next match.</source>
        <translation>Le modifiche alle regole valgono dalla prossima partita.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+80"/>
        <location line="+98"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Statistics per variant</source>
        <translation>Statistiche per variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Figures</source>
        <translation>&amp;Cifre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;coach&apos;s trend</source>
        <translation>L&apos;&amp;andamento secondo l&apos;allenatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset statistics…</source>
        <translation>A&amp;zzera le statistiche…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The statistics file could not be read; statistics start again.</source>
        <translation>Non è stato possibile leggere il file delle statistiche: le statistiche ripartono da zero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file was kept as %1.</source>
        <translation>Il vecchio file è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Filled dot: a match without help. Hollow dot: an assisted match.</source>
        <translation>Punto pieno: una partita senza aiuti. Punto vuoto: una partita con aiuti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach&apos;s trend appears here once it has reviewed your hands: turn on &apos;Review every hand automatically&apos; (Settings, Table) or choose &apos;Review my cards&apos; after a hand.</source>
        <translation>L&apos;andamento compare qui quando l&apos;allenatore avrà analizzato le tue mani: attiva «Analizza ogni mano automaticamente» (Impostazioni, Tavolo) oppure scegli «Analizza le mie carte» dopo una mano.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/stats.py" line="+51"/>
        <source>Matches played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of matches won (%)</source>
        <translation>Quota di partite vinte (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Mani giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty points (busche in Busca)</source>
        <translation>Punti segnati (busche nella Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average per hand</source>
        <translation>Media per mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti made</source>
        <translation>Cappotti fatti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti suffered</source>
        <translation>Cappotti subiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands not covered (Busca)</source>
        <translation>Mani senza copertura (Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best match</source>
        <translation>Partita migliore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst match</source>
        <translation>Partita peggiore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands reviewed by the coach</source>
        <translation>Mani analizzate dall&apos;allenatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per decision (busche in Busca)</source>
        <translation>Punti persi per decisione (busche nella Busca)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 per hand (%2 in %3 hands), %4</source>
        <translation>%1 a mano (%2 in %3 mani), %4</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>not recorded</source>
        <translation>non registrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assisted</source>
        <translation>con aiuti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unassisted</source>
        <translation>senza aiuti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches counted before assistance was recorded</source>
        <translation>Partite contate prima che si registrassero gli aiuti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches with a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Partite con un suggerimento, un annullamento, un ripristino, «finisci per me» o il conta-carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches without a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Partite senza suggerimenti, annullamenti, ripristini, «finisci per me» né conta-carte</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+14"/>
        <source>Reset statistics?</source>
        <translation>Azzerare le statistiche?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All statistics will be set back to zero. This cannot be undone.</source>
        <translation>Tutte le statistiche torneranno a zero. Non si potrà tornare indietro.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics could not be reset: %1</source>
        <translation>Non è stato possibile azzerare le statistiche: %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/trendchart.py" line="+45"/>
        <source>%1: busche lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1: busche perse per decisione (partite analizzate: %2, dalla più vecchia)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: points lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1: punti persi per decisione (partite analizzate: %2, dalla più vecchia)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (assisted)</source>
        <translation>%1 (con aiuti)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. Per match: %2. Average: %3.</source>
        <translation>%1. Per partita: %2. Media: %3.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ciapano_qt/ui/table/steps.py" line="+143"/>
        <source>Click to continue</source>
        <translation>Clicca per continuare</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/table/decor.py" line="+119"/>
        <source>Busche: %1</source>
        <translation>Busche: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team: %1</source>
        <translation>Coppia: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match: %1</source>
        <translation>Partita: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out</source>
        <translation>Fuori</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Away</source>
        <translation>Assente</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>D</source>
        <translation>M</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>partner of %1</source>
        <translation>compagno di %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played by the computer until %1 returns</source>
        <translation>Giocato dal computer finché %1 non torna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Tallone: %n</numerusform>
            <numerusform>Tallone: %n</numerusform>
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
        <translation>Tolto</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n trick(s) taken</source>
        <translation>
            <numerusform>%1: %n presa fatta</numerusform>
            <numerusform>%1: %n prese fatte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You draw</source>
        <translation>Peschi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws</source>
        <translation>%1 pesca</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You take the trick. Click to continue.</source>
        <translation>La presa la fai tu. Clicca per continuare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take the trick.</source>
        <translation>La presa la fai tu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick. Click to continue.</source>
        <translation>La presa la fa %1. Clicca per continuare.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 takes the trick.</source>
        <translation>La presa la fa %1.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../ciapano_qt/ui/table/access.py" line="+135"/>
        <source>On the table</source>
        <translation>Sul tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick</source>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock and cards aside</source>
        <translation>Tallone e carte da parte</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>tocca a te</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to play</source>
        <translation>di turno</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n trick(s) taken</source>
        <translation>
            <numerusform>%n presa fatta</numerusform>
            <numerusform>%n prese fatte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins the match</source>
        <translation>vince la partita</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>you: %2</source>
        <translation>tu: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, taking the trick so far</source>
        <translation>%1, per ora fa la presa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, takes the trick</source>
        <translation>%1, fa la presa</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Tallone: %n carta</numerusform>
            <numerusform>Tallone: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Monte: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n carta</numerusform>
            <numerusform>Monte: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Removed: %n card(s)</source>
        <translation>
            <numerusform>Tolta: %n carta</numerusform>
            <numerusform>Tolte: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer&apos;s discard</source>
        <translation>Lo scarto del mazziere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw %2</source>
        <translation>Peschi %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 draws %2</source>
        <translation>%1 pesca %2</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tablelooks.py" line="+56"/>
        <source>The pack&apos;s own</source>
        <translation>Quello del mazzo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Marrone</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lar&amp;ge cards</source>
        <translation>Carte g&amp;randi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview of the table</source>
        <translation>Anteprima del tavolo</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>On a 1280 × 800 screen or larger, with two to five players; otherwise the normal size.</source>
        <translation>Da uno schermo di 1280 × 800 in su e da due a cinque giocatori; altrimenti la misura normale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table has no room for them now: normal size.</source>
        <translation>Su questo tavolo ora non c&apos;è posto: misura normale.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Back: %1. Cloth: %2.</source>
        <translation>Dorso: %1. Panno: %2.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+44"/>
        <source>%1 (French suits)</source>
        <translation>%1 (semi francesi)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (Italian suits)</source>
        <translation>%1 (semi italiani)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A click</source>
        <translation>Un clic</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A double-click</source>
        <translation>Un doppio clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a moment</source>
        <translation>Per un attimo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Until I click</source>
        <translation>Finché non clicco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show corner &amp;indices</source>
        <translation>Mostra gli &amp;indici negli angoli</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casual play: allow &amp;undo and hints</source>
        <translation>Gioco libero: consenti &amp;annullamento e suggerimenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view every hand automatically</source>
        <translation>Anali&amp;zza ogni mano automaticamente</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Carte:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dorso delle carte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cl&amp;oth:</source>
        <translation>Pa&amp;nno del tavolo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocità delle animazioni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play a card with:</source>
        <translation>&amp;Gioca una carta con:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a finished &amp;trick:</source>
        <translation>Lascia in vista la &amp;presa:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+53"/>
        <source>A private table: tell the others its invitation code, or send them the link (it also carries the club&apos;s address and fingerprint).</source>
        <translation>Un tavolo privato: di&apos; agli altri il suo codice d&apos;invito, o mandagli il link (porta anche l&apos;indirizzo e l&apos;impronta del club).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invitation link</source>
        <translation>Link d&apos;invito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;opy the link</source>
        <translation>C&amp;opia il link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>Al tavolo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Inizia la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seats nobody took are played by the computer.</source>
        <translation>I posti che nessuno ha preso li gioca il computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Lascia il tavolo</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../ciapano_qt/ui/table/view.py" line="+180"/>
        <source>Enter discards this card.</source>
        <translation>Invio scarta questa carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playable: Enter plays it.</source>
        <translation>Giocabile: Invio la gioca.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not playable: %1</source>
        <translation>Non giocabile: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+3"/>
        <source>Last card.</source>
        <translation>Ultima carta.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>First card.</source>
        <translation>Prima carta.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Card %1 of %2.</source>
        <translation>Carta %1 di %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose a card of your hand; Enter plays it.</source>
        <translation>Con le frecce sinistra e destra scegli una carta, con Invio la giochi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 reads the trick, 2 the scores, 3 whose turn it is.</source>
        <translation>1 legge la presa, 2 i punteggi, 3 a chi tocca.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 plays %2.</source>
        <translation>%1 gioca: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play %2.</source>
        <translation>Giochi: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick: %3.</source>
        <translation>La presa la fai tu: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick: %3.</source>
        <translation>La presa la fa %1: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %3: you deal.</source>
        <translation>Mano %3: dai le carte tu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %3: %1 deals.</source>
        <translation>Mano %3: dà le carte %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+4"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>no points</source>
        <translation>nessun punto</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n third(s)</source>
        <translation>
            <numerusform>%n terzo</numerusform>
            <numerusform>%n terzi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No match in progress.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you: %2</source>
        <translation>tu: %2</translation>
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
        <translation>Presa: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards on the table.</source>
        <translation>Nessuna carta in tavola.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores: %1.</source>
        <translation>Punteggi: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Nobody&apos;s turn yet.</source>
        <translation>Non tocca ancora a nessuno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1 draws %2.</source>
        <translation>%1 pesca: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You draw %2.</source>
        <translation>Peschi: %2.</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tracker.py" line="+78"/>
        <source>Card tracker</source>
        <translation>Contacarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards by suit</source>
        <translation>Carte per seme</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The cards are hidden until the screen is taken.</source>
        <translation>Le carte restano coperte finché qualcuno non prende lo schermo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand in play.</source>
        <translation>Nessuna mano in corso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An aid: a match played with the tracker open counts as assisted.</source>
        <translation>Un aiuto: una partita giocata con il contacarte aperto conta come partita con aiuti.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/tracker.py" line="+81"/>
        <source>Suit</source>
        <translation>Seme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yours</source>
        <translation>Tue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of play</source>
        <translation>Fuori gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not seen yet</source>
        <translation>Non ancora viste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points not seen</source>
        <translation>Punti non visti</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no %2.</source>
        <translation>%1 non ha %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds %2.</source>
        <translation>%1 ha in mano: %2.</translation>
    </message>
</context>
<context>
    <name>TrustPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="-133"/>
        <source>This is the first time you connect to the club at %1. Its certificate was made by the club itself, so no authority vouches for it. Compare its fingerprint with the one whoever runs the club gave you:</source>
        <translation>È la prima volta che ti colleghi al club su %1. Il suo certificato l&apos;ha fatto il club stesso, quindi nessuna autorità lo garantisce. Confronta la sua impronta con quella che ti ha dato chi gestisce il club:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If they are the same, you are talking to that club and nobody can listen in. Once trusted, the fingerprint is remembered, and the app refuses the club if it ever changes.</source>
        <translation>Se sono uguali, stai parlando con quel club e nessuno può ascoltare. Una volta che ti fidi, l&apos;impronta viene ricordata, e l&apos;app rifiuta il club se mai cambia.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Trust this club</source>
        <translation>&amp;Fidati di questo club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
</TS>
