<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="+89"/>
        <source>The Lombard reverse of Tressette: take as few points as you can.</source>
        <translation>El Tressette al revés, a la lombarda: llévate los menos puntos que puedas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Licencia: GPL-3.0 o posterior.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt %1 and PySide6 (LGPL-3.0).</source>
        <translation>Hecho con Qt %1 y PySide6 (LGPL-3.0).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About Ciapanò</source>
        <translation>Acerca de Ciapanò</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/cardnames.py" line="+75"/>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coins</source>
        <translation>oros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cups</source>
        <translation>copas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>swords</source>
        <translation>espadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>batons</source>
        <translation>bastos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Sota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knight</source>
        <translation>Caballo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of diamonds</source>
        <translation>%1 de diamantes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of hearts</source>
        <translation>%1 de corazones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of spades</source>
        <translation>%1 de picas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of clubs</source>
        <translation>%1 de tréboles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of coins</source>
        <translation>%1 de oros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of cups</source>
        <translation>%1 de copas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of swords</source>
        <translation>%1 de espadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of batons</source>
        <translation>%1 de bastos</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
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
        <translation>El club lo rechaza por ahora (demasiados intentos): espera un minuto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table has that invitation code. Check it with whoever gave it to you.</source>
        <translation>Ninguna mesa tiene ese código de invitación. Compruébalo con quien te lo dio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That table is gone, or its match has started.</source>
        <translation>Esa mesa ya no está, o su partida ha empezado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat for a person at that table is taken.</source>
        <translation>Todos los asientos para una persona en esa mesa están ocupados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This club&apos;s computers do not play that well: choose a lower level.</source>
        <translation>Los ordenadores de este club no juegan tan bien: elige un nivel más bajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club refused these rules or seats.</source>
        <translation>El club ha rechazado estas reglas o estos asientos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match has started already.</source>
        <translation>La partida ya ha empezado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club said no: %1</source>
        <translation>El club ha dicho que no: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not an invitation link: it starts with ciapano://</source>
        <translation>Eso no es un enlace de invitación: empieza por ciapano://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club&apos;s host name in that address or link is damaged.</source>
        <translation>El nombre de host del club en esa dirección o enlace está dañado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port in that address or link is not a number from 1 to 65535.</source>
        <translation>El puerto en esa dirección o enlace no es un número de 1 a 65535.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The invitation code in that link is damaged: ask for the link again.</source>
        <translation>El código de invitación de ese enlace está dañado: vuelve a pedir el enlace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fingerprint in that link is damaged (64 hexadecimal digits): ask for the link again.</source>
        <translation>La huella de ese enlace está dañada (64 dígitos hexadecimales): vuelve a pedir el enlace.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address or link has parts a club&apos;s address never has.</source>
        <translation>Esa dirección o enlace tiene partes que la dirección de un club nunca tiene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is far too long for a club&apos;s address or an invitation link.</source>
        <translation>Es demasiado largo para la dirección de un club o un enlace de invitación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a club&apos;s address.</source>
        <translation>Eso no es la dirección de un club.</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+5"/>
        <location line="+144"/>
        <source>The connection to the club was lost.</source>
        <translation>Se ha perdido la conexión con el club.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No club answers at that address (%1).</source>
        <translation>Ningún club responde en esa dirección (%1).</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The club is reconnecting to its store: play waits, and nothing is lost.</source>
        <translation>El club se está reconectando a su almacén: el juego espera y no se pierde nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club is back: play goes on.</source>
        <translation>El club ha vuelto: el juego sigue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club is reconnecting to its store: your request goes again once it is back.</source>
        <translation>El club se está reconectando a su almacén: tu petición se enviará de nuevo cuando vuelva.</translation>
    </message>
</context>
<context>
    <name>ClubTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/clubtables.py" line="+72"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats free</source>
        <translation>Asientos libres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>started</source>
        <translation>empezada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody yet</source>
        <translation>nadie todavía</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+74"/>
        <source>A club is a Ciapanò server on the internet: its address and, when it made its own certificate, its fingerprint come from whoever runs it. You may also paste an invitation link (ciapano://…) as the address.</source>
        <translation>Un club es un servidor de Ciapanò en internet: su dirección y, si creó él mismo su certificado, su huella te las da quien lo gestiona. También puedes pegar un enlace de invitación (ciapano://…) como dirección.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Club &amp;address:</source>
        <translation>&amp;Dirección del club:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>club.example.org:8443, or an invitation link</source>
        <translation>club.example.org:8443, o un enlace de invitación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>como lo verán los demás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect</source>
        <translation>&amp;Conectar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Olvidar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Renunciar al puesto guardado en esa mesa: el ordenador lo juega hasta el final.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/crash.py" line="+42"/>
        <source>Something went wrong inside Ciapanò: %1

Your match is kept: it was saved after the last card, you can go on playing, and it is resumed when Ciapanò starts again.</source>
        <translation>Algo ha fallado en Ciapanò: %1

Tu partida no se pierde: se guardó después de la última carta, puedes seguir jugando y se reanudará la próxima vez que abras Ciapanò.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The details are in the log file %1.</source>
        <translation>Los detalles están en el archivo de registro %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No log file could be written.</source>
        <translation>No se ha podido escribir ningún archivo de registro.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Ciapanò: an error</source>
        <translation>Ciapanò: un error</translation>
    </message>
</context>
<context>
    <name>CreateForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_create.py" line="+98"/>
        <source>This club allows computers up to %1.</source>
        <translation>Este club admite ordenadores hasta el nivel %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Cambiar las reglas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Nivel de los &amp;suplentes:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>El ordenador que juega un asiento que nadie ocupa, y por quien pierde la conexión o se queda inactivo, hasta que vuelva.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Public: listed in the club&apos;s lobby for anyone to join</source>
        <translation>&amp;Pública: aparece en la sala del club y cualquiera puede unirse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A private table is joined only with its invitation code or link.</source>
        <translation>A una mesa privada solo se une uno con su código o enlace de invitación.</translation>
    </message>
</context>
<context>
    <name>DemoBar</name>
    <message>
        <location filename="../ciapano_qt/ui/table/demobar.py" line="+48"/>
        <source>Demo: press Esc or click Stop to end it.</source>
        <translation>Demostración: pulsa Esc o haz clic en Detener para terminarla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../ciapano_qt/ui/text/format.py" line="+28"/>
        <source>a third</source>
        <translation>un tercio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two thirds</source>
        <translation>dos tercios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and a third</source>
        <translation>%1 y un tercio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and two thirds</source>
        <translation>%1 y dos tercios</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
</context>
<context>
    <name>FoundTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/found.py" line="+57"/>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n seat(s) open</source>
        <translation>
            <numerusform>%n asiento libre</numerusform>
            <numerusform>%n asientos libres</numerusform>
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
        <translation>Partida terminada</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 made cappotto!</source>
        <translation>¡%1 ha hecho cappotto!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did not cover: %1.</source>
        <translation>Sin cubrirse: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most points: %1.</source>
        <translation>Más puntos: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of the match: %1.</source>
        <translation>Fuera de la partida: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Ganador: %1</numerusform>
            <numerusform>Ganadores: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last trick: %1.</source>
        <translation>Última baza: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="+256"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points taken</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Covered</source>
        <translation>Cubierto</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="-106"/>
        <source>Hand scores</source>
        <translation>Puntuación de la mano</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="-38"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+27"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;Marcador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Review my cards</source>
        <translation>Anali&amp;zar mis cartas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Jugar de nuevo este reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new practice match whose first hand is this deal (not counted).</source>
        <translation>Una nueva partida de práctica que empieza con este reparto (no cuenta).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1: %2 en esta mano, %3 en total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You made cappotto!</source>
        <translation>¡Has hecho cappotto!</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Deal number: %1</source>
        <translation>Número de reparto: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Practice: not counted in the statistics.</source>
        <translation>Práctica: no cuenta en las estadísticas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player reached the busche limit: the fewest busche win.</source>
        <translation>Un jugador alcanzó el límite de busche: gana quien tiene menos busche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone left reached the target in the same hand: the lowest total wins.</source>
        <translation>Todos los que quedaban alcanzaron el tope en la misma mano: gana el total más bajo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A total reached the target: the lowest total wins.</source>
        <translation>Un total alcanzó el tope: gana el total más bajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand of the match is over: the lowest total wins.</source>
        <translation>La última mano de la partida ha terminado: gana el total más bajo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A team reached the target: the other team wins.</source>
        <translation>Un equipo alcanzó el tope: gana el otro equipo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams reached the target in the same hand: the lower total wins.</source>
        <translation>Ambos equipos alcanzaron el tope en la misma mano: gana el total más bajo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monte</source>
        <translation>Monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed Four</source>
        <translation>Cuatro quitado</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host.py" line="+111"/>
        <source>Host a table</source>
        <translation>Organizar una mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open the table</source>
        <translation>A&amp;brir la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>Empe&amp;zar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>En la mesa:</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Opening the table…</source>
        <translation>Abriendo la mesa…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close the table? The match ends for everyone at it and cannot be resumed.</source>
        <translation>¿Cerrar la mesa? La partida termina para todos y no se podrá reanudar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table cannot be kept on this computer&apos;s disk (%1): if the app stops, its match cannot be resumed. The match goes on.</source>
        <translation>No se puede guardar la mesa en el disco de este ordenador (%1): si la aplicación se detiene, su partida no podrá reanudarse. La partida continúa.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tell the others the code and the address. Seats nobody takes are played by the computer. Anyone on this network can read the game&apos;s traffic: it is not encrypted.</source>
        <translation>Di a los demás el código y la dirección. Los asientos que nadie ocupe los juega el ordenador. Cualquiera en esta red puede leer el tráfico del juego: no está cifrado.</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+103"/>
        <source>The table cannot be opened: %1</source>
        <translation>No se puede abrir la mesa: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table code: %1</source>
        <translation>Código de la mesa: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Someone is guessing the code: a new one was drawn. Tell it to the players who have not sat down yet.</source>
        <translation>Alguien está intentando adivinar el código: se ha sacado uno nuevo. Díselo a los jugadores que aún no se han sentado.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address to join: %1</source>
        <translation>Dirección para unirse: %1</translation>
    </message>
</context>
<context>
    <name>HostForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_form.py" line="+85"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Cambiar las reglas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table name:</source>
        <translation>Nombre de la &amp;mesa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Nivel de los &amp;suplentes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Escuchar en:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>P&amp;uerto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Idle turn after:</source>
        <translation>Turno &amp;inactivo tras:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>un puerto libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person who takes longer has that turn played by the computer.</source>
        <translation>Si una persona tarda más, el ordenador juega ese turno por ella.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>El ordenador que juega un asiento que nadie ocupa, y por quien pierde la conexión o se queda inactivo, hasta que vuelva.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All networks of this computer</source>
        <translation>Todas las redes de este ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer only (a test)</source>
        <translation>Solo este ordenador (una prueba)</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+12"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nombre tiene de 1 a 24 caracteres de texto simple.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Open at least one seat for a person at another computer.</source>
        <translation>Abre al menos un asiento para una persona en otro ordenador.</translation>
    </message>
</context>
<context>
    <name>HostedTable</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/hosted.py" line="+122"/>
        <source>The file is not a table this version of Ciapanò can resume (%1).</source>
        <translation>El archivo no es una mesa que esta versión de Ciapanò pueda reanudar (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The interrupted table cannot be resumed. %1</source>
        <translation>La mesa interrumpida no se puede reanudar. %1</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <location filename="../ciapano_qt/ui/app/instance.py" line="+226"/>
        <source>Another copy of Ciapanò is running, but it does not answer: it may be busy or stuck. It keeps its data folder (%1), with the match in progress and the statistics, until it ends.

Switch to it and wait, or close it (end it if it stays stuck), then start Ciapanò again.</source>
        <translation>Hay otra copia de Ciapanò en ejecución, pero no responde: quizá está ocupada o bloqueada. Conserva su carpeta de datos (%1), con la partida en curso y las estadísticas, hasta que termine.

Cambia a esa copia y espera, o ciérrala (fuérzala a terminar si sigue bloqueada), y luego vuelve a iniciar Ciapanò.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ciapanò is already running</source>
        <translation>Ciapanò ya se está ejecutando</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join.py" line="+131"/>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Mesas en esta red:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>Act&amp;ualizar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Código de la mesa:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>address:port, as the host tells it</source>
        <translation>dirección:puerto, como lo diga el anfitrión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six digits</source>
        <translation>seis cifras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>como lo verán los demás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join</source>
        <translation>Uni&amp;rse</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rej&amp;oin the table at %1 (as %2)</source>
        <translation>&amp;Volver a la mesa en %1 (como %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Olvidar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Renunciar al puesto guardado en esa mesa: el ordenador lo juega hasta el final.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Recuperando tu puesto en %1…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Looking for tables on this network…</source>
        <translation>Buscando mesas en esta red…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pick a table, or type its address below.</source>
        <translation>Elige una mesa, o escribe su dirección abajo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table answered. Type the address and port the host&apos;s screen shows (some networks keep computers from finding each other).</source>
        <translation>Ninguna mesa ha respondido. Escribe la dirección y el puerto que muestra la pantalla del anfitrión (algunas redes impiden que los ordenadores se encuentren).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type the address as address:port (for example 192.168.1.5:40000).</source>
        <translation>Escribe la dirección como dirección:puerto (por ejemplo 192.168.1.5:40000).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table code is the six digits the host&apos;s screen shows.</source>
        <translation>El código de la mesa son las seis cifras que muestra la pantalla del anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nombre tiene de 1 a 24 caracteres de texto simple.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Joining %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Your seat stays kept: try again once the host is back.</source>
        <translation>Tu puesto sigue guardado: vuelve a intentarlo cuando el anfitrión esté de vuelta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seated. Waiting for the host to start the match. At the table: %1</source>
        <translation>Sentado. Esperando a que el anfitrión empiece la partida. En la mesa: %1</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lasttrick.py" line="+20"/>
        <location line="+7"/>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You took the last trick.</source>
        <translation>Te has llevado la última baza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the last trick.</source>
        <translation>%1 se ha llevado la última baza.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the previous hand: no trick of this hand is finished yet.</source>
        <translation>De la mano anterior: aún no ha terminado ninguna baza de esta mano.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last trick of the previous hand</source>
        <translation>Última baza de la mano anterior</translation>
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
        <translation>En esta lección, juega esta carta: %1.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lesson.py" line="+262"/>
        <source>Guided first match</source>
        <translation>Primera partida guiada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Skip lesson</source>
        <translation>&amp;Saltar la lección</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Next lesson</source>
        <translation>Lección si&amp;guiente</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Close the guide</source>
        <translation>&amp;Cerrar la guía</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lesson table</source>
        <translation>Mesa de la lección</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Follow suit</source>
        <translation>Seguir el palo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the trick</source>
        <translation>Quedarse por debajo de la baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which cards carry points</source>
        <translation>Qué cartas valen puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick</source>
        <translation>La última baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotto</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A suit has been led: you must play a card of that suit while you have one. The cards you may play are raised now: only your cards of the led suit. This lesson asks for the %1: it stays under the card winning the trick, so the trick goes to someone else, and it is the highest card that does, so your lower ones are kept for later.</source>
        <translation>Se ha salido a un palo: mientras tengas una carta de ese palo, debes jugarla. Ahora están levantadas las cartas que puedes jugar: solo las del palo de salida. Esta lección pide esta carta: %1. Queda por debajo de la carta que gana la baza, así que la baza se la lleva otro; y es la más alta que lo consigue, así que guardas las más bajas para después.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You want to take as few points as you can. Play a card lower than the one winning the trick: the trick goes to someone else.</source>
        <translation>Quieres llevarte los menos puntos posibles. Juega una carta más baja que la que está ganando la baza: la baza se la lleva otro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aces are worth one point each; Threes, Twos and the figures a third each; Fours to Sevens nothing. You cannot follow suit: give your Ace away to a trick someone else takes.</source>
        <translation>Cada as vale un punto; los treses, los doses y las figuras un tercio cada uno; del cuatro al siete nada. No puedes seguir el palo: regala tu as a una baza que se lleva otro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth one point more. With two cards left, keep for the end the card less likely to take a trick, and play the other one now.</source>
        <translation>La última baza vale un punto más. Con dos cartas en la mano, guarda para el final la que menos probabilidades tiene de llevarse una baza, y juega ahora la otra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have taken every point so far. Take every trick, the last one too, and you make cappotto: you score nothing and every other player 11.</source>
        <translation>Hasta ahora te has llevado todos los puntos. Llévate todas las bazas, también la última, y haces cappotto: tú no sumas nada y cada uno de los demás jugadores 11.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Watch the table: the other players play first. The lesson&apos;s point comes at your first turn.</source>
        <translation>Mira la mesa: los demás jugadores juegan primero. La explicación llega en tu primer turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this lesson your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter). Watch the table; the lesson&apos;s point comes when it matters.</source>
        <translation>En esta lección tus cartas están elegidas: cada vez que te toque, juega la única carta levantada (haz clic en ella o pulsa Intro). Mira la mesa: la explicación llega en el momento justo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Well done: that was the card to play.</source>
        <translation>Bien hecho: esa era la carta que había que jugar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play out the hand the same way: the one card that is raised, each time.</source>
        <translation>Termina la mano del mismo modo: cada vez la única carta levantada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From here on your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter).</source>
        <translation>A partir de ahora tus cartas están elegidas: cada vez que te toque, juega la única carta levantada (haz clic en ella o pulsa Intro).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lección %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Well done!</source>
        <translation>¡Bien hecho!</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>That was the last lesson. Close the guide and start a match of your own (Game, New match).</source>
        <translation>Era la última lección. Cierra la guía y empieza una partida propia (Partida, Nueva partida).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Finish</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The hand is over. On to the next lesson when you are ready.</source>
        <translation>La mano ha terminado. Pasa a la lección siguiente cuando quieras.</translation>
    </message>
</context>
<context>
    <name>LobbyModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/lobby.py" line="+88"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a free seat (the computer plays it if nobody comes)</source>
        <translation>un asiento libre (lo juega el ordenador si no viene nadie)</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+108"/>
        <source>&amp;Public tables:</source>
        <translation>Mesas &amp;públicas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join this table</source>
        <translation>&amp;Unirse a esta mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>Act&amp;ualizar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a &amp;table…</source>
        <translation>Crear una &amp;mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Código de invitación:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KQ7M-3XTR-W9, or the link you were sent</source>
        <translation>KQ7M-3XTR-W9, o el enlace que te enviaron</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jo&amp;in</source>
        <translation>Un&amp;irse</translation>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo</source>
        <translation>&amp;Demostración</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>H&amp;ost a table…</source>
        <translation>Or&amp;ganizar una mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Undo card</source>
        <translation>D&amp;eshacer carta</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sto&amp;p the demo</source>
        <translation>&amp;Interrumpir la demostración</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo card</source>
        <translation>&amp;Rehacer carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the hand for &amp;me</source>
        <translation>&amp;Acabar la mano por mí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Marcador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card trac&amp;ker</source>
        <translation>C&amp;ontador de cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>Pan&amp;talla completa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ciapanò</source>
        <translation>&amp;Acerca de Ciapanò</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first match…</source>
        <translation>Primera partida &amp;guiada…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pl&amp;ay online…</source>
        <translation>Jugar en un clu&amp;b en línea…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>H</source>
        <comment>shortcut of Hint</comment>
        <translation>P</translation>
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
        <translation>M</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+125"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/matchflow.py" line="+52"/>
        <source>The demo is over. Game, New match starts a match of your own.</source>
        <translation>La demostración ha terminado. Partida, Nueva partida empieza una partida tuya.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Abandon the match?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match is in progress. Abandon it?</source>
        <translation>Hay una partida en curso. ¿Quieres abandonarla?</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The screen changes hands.</source>
        <translation>La pantalla cambia de manos.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+41"/>
        <source>No message</source>
        <translation>Ningún mensaje</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+27"/>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+33"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-21"/>
        <location line="+24"/>
        <source>%1 is playing…</source>
        <translation>Juega %1…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>You deal with one card over: click a card to discard it.</source>
        <translation>Repartes: haz clic en la carta que descartas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+17"/>
        <source>Your turn: play a card.</source>
        <translation>Te toca: juega una carta.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="+60"/>
        <source>Review of hand %1</source>
        <translation>Análisis de la mano %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-23"/>
        <source>You deal</source>
        <translation>Repartes</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/menus.py" line="-43"/>
        <source>More tools</source>
        <translation>Más herramientas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status line</source>
        <translation>Línea de estado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resize the window</source>
        <translation>Cambiar el tamaño de la ventana</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-8"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>Your lead: play any card you like.</source>
        <translation>Sales tú: juega la carta que quieras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your lead: play a card.</source>
        <translation>Sales tú: juega una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+4"/>
        <source>Your turn: follow %1.</source>
        <translation>Te toca: asiste a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your turn: you cannot follow, play any card.</source>
        <translation>Te toca: no puedes asistir, juega la carta que quieras.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+10"/>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="-29"/>
        <source>No trick has been played yet.</source>
        <translation>Todavía no se ha jugado ninguna baza.</translation>
    </message>
</context>
<context>
    <name>MatchPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+85"/>
        <source>Off</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;wo against two (partners sit opposite)</source>
        <translation>&amp;Dos contra dos (los compañeros se sientan enfrente)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;urvivors:</source>
        <translation>S&amp;upervivientes:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Six to &amp;eight players:</source>
        <translation>De &amp;seis a ocho jugadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ace of batons:</source>
        <translation>&amp;As de bastos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hands in the match:</source>
        <translation>&amp;Número de manos:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fractions:</source>
        <translation>&amp;Fracciones:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cappotto:</source>
        <translation>&amp;Cappotto:</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The &amp;match ends when anyone reaches the target</source>
        <translation>La partida acaba en cuanto alguien &amp;llega al tope</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Th&amp;ree players:</source>
        <translation>A t&amp;res:</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Busca: c&amp;overing:</source>
        <translation>Busca: cu&amp;brirse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca: &amp;dealer:</source>
        <translation>Busca: re&amp;partidor:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Busche &amp;limit:</source>
        <translation>&amp;Límite de busche:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Target:</source>
        <translation>&amp;Tope:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Busca: four players, each for themselves; take some points but not the most. The fewest busche win.</source>
        <translation>Busca: cuatro jugadores, cada uno por su cuenta; toma algunos puntos, pero no la mayoría. Gana quien tenga menos busche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When th&amp;ree are left:</source>
        <translation>Cuando quedan t&amp;res:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Used once players have dropped out and three are left in play.</source>
        <translation>Se usa cuando algunos jugadores han quedado fuera y quedan tres en juego.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Busca does not use this option.</source>
        <translation>La Busca no usa esta regla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody drops out in a match of a fixed number of hands or two against two.</source>
        <translation>Nadie queda eliminado en una partida de un número fijo de manos ni en dos contra dos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three players are never in play in this match.</source>
        <translation>En esta partida nunca quedan tres jugadores en juego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for a match begun with six to eight players.</source>
        <translation>Solo para una partida empezada con seis a ocho jugadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>El dos contra dos se juega con exactamente cuatro jugadores.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lowest total wins at the target: the survivors do not count.</source>
        <translation>Al llegar al tope gana el total más bajo: los supervivientes no cuentan.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Only Busca uses this option.</source>
        <translation>Solo la Busca usa esta regla.</translation>
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
        <translation>número de jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation>tope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>survivors</source>
        <translation>supervivientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest total wins at the target</source>
        <translation>gana el más bajo al tope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three-player method</source>
        <translation>juego a tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fractions</source>
        <translation>fracciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cappotto</source>
        <translation>cappotto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca covering</source>
        <translation>cubrirse en la Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca dealer</source>
        <translation>repartidor en la Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>method for six to eight players</source>
        <translation>regla de seis a ocho jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of batons</source>
        <translation>as de bastos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of hands</source>
        <translation>número de manos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two against two</source>
        <translation>dos contra dos</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You must follow {suit}.</source>
        <translation>Tienes que asistir a {suit}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is not in your hand.</source>
        <translation>La carta {card} no está en tu mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is being played.</source>
        <translation>No se está jugando ninguna mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lead {suit} to the first trick.</source>
        <translation>En la primera baza no puedes salir a {suit}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may not throw away the {card} on the first trick.</source>
        <translation>En la primera baza no puedes tirar el {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A finished hand cannot be undone.</source>
        <translation>Una mano terminada no se puede deshacer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {option} must be from {low} to {high}.</source>
        <translation>El valor de «{option}» debe estar entre {low} y {high}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Busca is played by exactly four players.</source>
        <translation>La Busca se juega entre cuatro, ni más ni menos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There must be fewer survivors than players ({players}).</source>
        <translation>Tiene que haber menos supervivientes que jugadores ({players}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>El dos contra dos se juega con exactamente cuatro jugadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record is marked as version 1 but uses an option of version 2 ({option}): it was altered or damaged.</source>
        <translation>El registro dice ser de la versión 1 pero usa una regla de la versión 2 ({option}): fue alterado o dañado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The value of the {option} is not allowed.</source>
        <translation>El valor de «{option}» no está permitido.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The {card} is your only legal card.</source>
        <translation>Es la única carta que puedes jugar: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the {card}: it is the card most likely to cost you points.</source>
        <translation>Descarta esta carta ({card}): es la que más puntos te puede costar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and go for cappotto: every point is yours.</source>
        <translation>Juega esta carta ({card}) y ve a por el cappotto: todos los puntos son tuyos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this trick with the {card}: otherwise {seat} may make cappotto.</source>
        <translation>Gana esta baza con esta carta ({card}): si no, {seat} puede hacer cappotto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take this trick with the {card}: you still need a point to cover.</source>
        <translation>Gana esta baza con esta carta ({card}): aún te falta un punto para cubrirte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and keep the {keep} for the last trick, where it is less likely to win.</source>
        <translation>Juega esta carta ({card}) y guarda la otra ({keep}) para la última baza, donde es menos probable que gane.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead low in {suit}: the others still hold higher cards.</source>
        <translation>Sal con una carta baja de {suit}: los demás aún tienen cartas más altas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card} now: it would win a trick anyway.</source>
        <translation>Sal ya con esta carta ({card}): ganaría una baza de todos modos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card}.</source>
        <translation>Sal con esta carta: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the {best}: the trick goes to {winner}.</source>
        <translation>Quédate por debajo de la más alta ({best}): la baza es para {winner}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must take this trick: shed the {card} with it.</source>
        <translation>Tienes que ganar esta baza: aprovecha para soltar esta carta ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card}: a later player may still overtake it.</source>
        <translation>Juega esta carta ({card}): alguien que juega después aún puede superarla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow with the {card}.</source>
        <translation>Asiste con esta carta: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}.</source>
        <translation>No tienes {void}: aprovecha para deshacerte de esta carta ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}: nobody could beat it later.</source>
        <translation>No tienes {void}: deshazte de esta carta ({card}), más adelante nadie podría superarla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw away the {card} while you are void in {void}.</source>
        <translation>No tienes {void}: tira esta carta ({card}).</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-54"/>
        <source>Ciapanò — table at %1</source>
        <translation>Ciapanò — mesa en %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 no está: mientras, juega el ordenador.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back at the table.</source>
        <translation>De vuelta en la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table dropped: taking the seat back…</source>
        <translation>La conexión con la mesa se ha caído: recuperando el asiento…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match is over. Won by: %1</source>
        <translation>La partida ha terminado. Gana: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_views.py" line="+92"/>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Marcador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>E&amp;xportar partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lea&amp;ve the table</source>
        <translation>&amp;Dejar la mesa</translation>
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
        <translation>M</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No hand has been finished yet.</source>
        <translation>Todavía no ha terminado ninguna mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not available: this seat missed a hand while it was away, and only the host keeps the whole match.</source>
        <translation>No disponible: este puesto se perdió una mano mientras estaba ausente, y solo el anfitrión guarda toda la partida.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No trick has been played yet.</source>
        <translation>Todavía no se ha jugado ninguna baza.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/newmatch.py" line="+104"/>
        <source>New match</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Change settings…</source>
        <translation>Cambiar la &amp;configuración…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Número de reparto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new deal</source>
        <translation>un reparto nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Número de reparto</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>People at this screen pass it between their turns; nobody sees another&apos;s cards. The match is not counted in the statistics.</source>
        <translation>Las personas en esta pantalla se la pasan entre sus turnos; nadie ve las cartas de los demás. La partida no cuenta en las estadísticas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the next seat on the right.</source>
        <translation>El juego pasa al puesto siguiente, hacia la derecha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>El número de reparto es un número entero de 0 a %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: that deal is the first hand; the match is not counted.</source>
        <translation>Práctica: ese reparto es la primera mano; la partida no cuenta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To play a hand again, type the deal number its summary shows.</source>
        <translation>Para volver a jugar una mano, escribe el número de reparto que muestra su resumen.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../ciapano_qt/ui/app/notices.py" line="+77"/>
        <source>Some of your settings could not be read, so their defaults are used.</source>
        <translation>Algunos valores de tu configuración no se pudieron leer, así que se usan sus valores predeterminados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old settings file was kept as %1.</source>
        <translation>El archivo de configuración antiguo se ha guardado como %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your settings file %1 was a link to another file, which Ciapanò does not write through.</source>
        <translation>Tu archivo de configuración %1 era un enlace a otro archivo, y Ciapanò no escribe a través de enlaces.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file %1 was a folder, a pipe or a device, not a file.</source>
        <translation>Tu archivo de configuración %1 era una carpeta, una tubería o un dispositivo, no un archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ciapanò may not read your settings file %1.</source>
        <translation>Ciapanò no tiene permiso para leer tu archivo de configuración %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings file %1 was not a text file that Ciapanò can read.</source>
        <translation>Tu archivo de configuración %1 no era un archivo de texto que Ciapanò pueda leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings start from their defaults.</source>
        <translation>Tu configuración vuelve a sus valores predeterminados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was moved aside as %1.</source>
        <translation>Se ha apartado como %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings are kept in a new file.</source>
        <translation>Tu configuración se guarda en un archivo nuevo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be moved aside and is left as it is: your settings are not saved until it is moved away.</source>
        <translation>No se pudo apartar y se deja tal como está: tu configuración no se guarda hasta que se mueva.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ciapanò may not read the statistics file, so statistics start again.</source>
        <translation>Ciapanò no tiene permiso para leer el archivo de estadísticas, así que las estadísticas empiezan de nuevo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file was damaged, so statistics start again.</source>
        <translation>El archivo de estadísticas estaba dañado, así que las estadísticas empiezan de nuevo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your old statistics were kept as %1.</source>
        <translation>Tus estadísticas antiguas se han guardado como %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be moved aside and is left as it is (%1): no match is counted until it can be read or is moved.</source>
        <translation>No se pudo apartar el archivo y se deja tal como está (%1): no se cuenta ninguna partida hasta que se pueda leer o se mueva.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Settings reset to their defaults</source>
        <translation>Configuración restablecida a sus valores predeterminados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics started again</source>
        <translation>Estadísticas empezadas de nuevo</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online.py" line="+128"/>
        <source>Play online</source>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;reate</source>
        <translation>C&amp;rear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Volver</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The clubs cannot be remembered: %1</source>
        <translation>No se pueden recordar los clubes: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sitting down at the table again…</source>
        <translation>Volviendo a sentarte a la mesa…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joining the table %1…</source>
        <translation>Uniéndote a la mesa %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the club at %2</source>
        <translation>%1, el club en %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pick a table in the list first.</source>
        <translation>Primero elige una mesa de la lista.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An invitation code is ten letters and digits, like KQ7M-3XTR-W9.</source>
        <translation>Un código de invitación tiene diez letras y dígitos, como KQ7M-3XTR-W9.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Creating the table…</source>
        <translation>Creando la mesa…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Start the match when everyone is there.</source>
        <translation>Empieza la partida cuando estén todos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seated. Waiting for the table&apos;s creator to start the match.</source>
        <translation>Ya estás en la mesa. Esperando a que quien la creó empiece la partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link is copied: paste it to whoever you invite.</source>
        <translation>El enlace está copiado: pégaselo a quien invites.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The connection to the club dropped: sitting down at the table again…</source>
        <translation>La conexión con el club se ha caído: volviendo a sentarte a la mesa…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Recuperando tu puesto en %1…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_meet.py" line="+114"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nombre tiene de 1 a 24 caracteres de texto simple.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No club answers at %1 (%2).</source>
        <translation>Ningún club responde en %1 (%2).</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Go &amp;back to the club table at %1 (as %2)</source>
        <translation>&amp;Volver a la mesa del club en %1 (como %2)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../ciapano_qt/ui/table/passscreen.py" line="+64"/>
        <source>The seats at the table</source>
        <translation>Los puestos en la mesa</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pass to %1</source>
        <translation>Pasa a %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand is face down: hand the screen over, and the others look away.</source>
        <translation>Todas las manos están boca abajo: pasad la pantalla y que los demás miren a otro lado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1: show my cards</source>
        <translation>Soy %1: mostrar mis cartas</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+51"/>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a file but a folder, a pipe or a device.</source>
        <translation>No es un archivo sino una carpeta, una tubería o un dispositivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is far larger than any match record.</source>
        <translation>El archivo es mucho más grande que cualquier registro de partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>El archivo está vacío.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a text file.</source>
        <translation>El archivo no es un archivo de texto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file stops before its end: it was cut short.</source>
        <translation>El archivo se corta antes de terminar: está truncado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The file is not a match record.</source>
        <translation>El archivo no es un registro de partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Ciapanò match record.</source>
        <translation>El archivo no es un registro de partida de Ciapanò.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match was saved by a newer version of Ciapanò.</source>
        <translation>La partida se guardó con una versión más reciente de Ciapanò.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has an unknown record version.</source>
        <translation>El archivo tiene una versión de registro desconocida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The record holds a move that the rules do not allow (%1).</source>
        <translation>El registro contiene una jugada que las reglas no permiten (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match record is damaged (%1).</source>
        <translation>El registro de la partida está dañado (%1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be resumed. %1</source>
        <translation>No se ha podido reanudar la partida guardada. %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file was kept as %1.</source>
        <translation>El archivo se ha guardado como %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It holds no match, so the next save replaces it: %1.</source>
        <translation>No contiene ninguna partida, así que el próximo guardado lo sustituye: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was left as it is: %1.</source>
        <translation>El archivo se ha dejado como estaba: %1.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>You can start a new match.</source>
        <translation>Puedes empezar una partida nueva.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be opened.</source>
        <translation>No se puede abrir %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+220"/>
        <source>The match cannot be saved automatically in %1 (%2). You can play on, but the match may be lost if Ciapanò stops. Use Export match… to keep it elsewhere.</source>
        <translation>La partida no se puede guardar automáticamente en %1 (%2). Puedes seguir jugando, pero la partida podría perderse si Ciapanò se cierra. Usa Exportar partida… para guardarla en otro sitio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Autosave failed</source>
        <translation>Error al guardar automáticamente</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+214"/>
        <source>The match is not saved</source>
        <translation>La partida no está guardada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last autosave in %1 failed (%2): if you quit now, this match is lost. Export it to a file first?</source>
        <translation>El último guardado automático en %1 ha fallado (%2): si sales ahora, esta partida se pierde. ¿Exportarla antes a un archivo?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Export match…</source>
        <translation>&amp;Exportar partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit and lose it</source>
        <translation>&amp;Salir y perderla</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+102"/>
        <source>Saved match refused</source>
        <translation>Partida guardada rechazada</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="-182"/>
        <source>&amp;Open match…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>E&amp;xportar partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>Estadíst&amp;icas…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The match could not be written to %1: %2.</source>
        <translation>No se ha podido escribir la partida en %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match was written to %1.</source>
        <translation>La partida se ha guardado en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match exported</source>
        <translation>Partida exportada</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+89"/>
        <source>Open match</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>This match is not finished. Resume it here? The match on the table is replaced.</source>
        <translation>Esta partida no ha terminado. ¿Quieres reanudarla aquí? La partida de la mesa se sustituirá.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match in progress is lost unless you export it first.</source>
        <translation>La partida en curso se perderá si no la exportas antes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the match?</source>
        <translation>¿Reanudar la partida?</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Export match</source>
        <translation>Exportar partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>Ciapanò matches (*.json);;All files (*)</source>
        <translation>Partidas de Ciapanò (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+65"/>
        <source>&amp;You:</source>
        <translation>&amp;Tú:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opponent &amp;%1:</source>
        <translation>Rival &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person at this screen</source>
        <translation>Persona en esta pantalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level of opponent %1</source>
        <translation>Nivel del rival %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of opponent %1</source>
        <translation>Nombre del rival %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the right: opponent 1 sits on your right.</source>
        <translation>Se juega hacia la derecha: el rival 1 se sienta a tu derecha.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seats at the table</source>
        <translation>Los puestos en la mesa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+23"/>
        <source>This table speaks another version of the network protocol (%1; this program speaks %2). Both need the same version of Ciapanò.</source>
        <translation>Esta mesa usa otra versión del protocolo de red (%1; este programa usa la %2). Ambos necesitan la misma versión de Ciapanò.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every seat at this table is taken.</source>
        <translation>Todos los asientos de esta mesa están ocupados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong table code: ask the host for the six digits shown on their screen.</source>
        <translation>Código de mesa incorrecto: pide al anfitrión las seis cifras de su pantalla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is closed, or its match has started without you.</source>
        <translation>Esta mesa está cerrada, o su partida ha empezado sin ti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at this table is no longer kept (its match is over).</source>
        <translation>Tu asiento en esta mesa ya no se guarda (su partida ha terminado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name cannot be used: 1 to 24 characters of plain text.</source>
        <translation>Ese nombre no se puede usar: de 1 a 24 caracteres de texto simple.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is turning joiners away for now (too many attempts): wait a minute, then try again.</source>
        <translation>La mesa no admite jugadores por ahora (demasiados intentos): espera un minuto y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host refused to seat you.</source>
        <translation>El anfitrión no te ha dejado sentarte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The club&apos;s certificate is not the one you trusted before. It may have a new certificate (ask whoever runs it), or someone is between you and the club: nothing was sent.</source>
        <translation>El certificado del club no es aquel en el que confiaste. Puede que el club tenga un certificado nuevo (pregunta a quien lo gestiona), o que alguien se haya puesto entre tú y el club: no se ha enviado nada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No authority vouches for this club&apos;s certificate, and it is not one you have trusted: nothing was sent.</source>
        <translation>Ninguna autoridad avala el certificado de este club, y no es uno en el que hayas confiado: no se ha enviado nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host runs an older version of Ciapanò: it needs to update before you can join.</source>
        <translation>El anfitrión usa una versión anterior de Ciapanò: debe actualizarla antes de que puedas unirte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong code, or someone between you and the host. Check the six digits on the host&apos;s screen and join again.</source>
        <translation>Código equivocado, o alguien entre tú y el anfitrión. Comprueba los seis dígitos en la pantalla del anfitrión y vuelve a unirte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too late: the game had already moved on (the computer played for you).</source>
        <translation>Demasiado tarde: el juego ya había avanzado (el ordenador jugó por ti).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused that card.</source>
        <translation>El anfitrión ha rechazado esa carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not understand that move.</source>
        <translation>El anfitrión no ha entendido esa jugada.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/connection.py" line="+187"/>
        <location filename="../ciapano_qt/ui/remote/session.py" line="+181"/>
        <source>The match is over and the table has closed.</source>
        <translation>La partida ha terminado y la mesa se ha cerrado.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The connection to the table was lost.</source>
        <translation>Se ha perdido la conexión con la mesa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The connection to the table was lost and the seat could not be taken back.</source>
        <translation>Se ha perdido la conexión con la mesa y no se ha podido recuperar el asiento.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No table answers at that address (%1).</source>
        <translation>Ninguna mesa responde en esa dirección (%1).</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/session.py" line="-37"/>
        <source>The host keeps sending invalid messages: the table was left.</source>
        <translation>El anfitrión sigue enviando mensajes no válidos: has dejado la mesa.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The host closed the table.</source>
        <translation>El anfitrión ha cerrado la mesa.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 no está: mientras, juega el ordenador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1 ha vuelto a la mesa.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+10"/>
        <source>Hand over: %1</source>
        <translation>Mano terminada: %1</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="+61"/>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to hand</source>
        <translation>Ir a la mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Mano:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trick</source>
        <translation>Baza</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>|◀ First</source>
        <translation>|◀ Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward ▶</source>
        <translation>A&amp;delante ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last ▶|</source>
        <translation>Final ▶|</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Review my cards</source>
        <translation>Anali&amp;zar mis cartas</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No hand was played.</source>
        <translation>No se jugó ninguna mano.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/replay.py" line="+187"/>
        <source>Hand %1 of %2: no trick played yet</source>
        <translation>Mano %1 de %2: aún no se ha jugado ninguna baza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1 of %2, trick %3 of %4</source>
        <translation>Mano %1 de %2, baza %3 de %4</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="-107"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>No trick played yet</source>
        <translation>Aún no se ha jugado ninguna baza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 of %2</source>
        <translation>Baza %1 de %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dealer: %1</source>
        <translation>Repartidor: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick.</source>
        <translation>Ganas la baza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the trick.</source>
        <translation>%1 se lleva la baza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tricks taken: %1</source>
        <translation>Bazas ganadas: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand scores</source>
        <translation>Puntuación de la mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner: %1</source>
        <translation>Ganador: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review of the match</source>
        <translation>Análisis de la partida</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 (%2): you played %3; better: %4 (%5 busche lost).</source>
        <translation>%1 (%2): jugaste %3; mejor: %4 (%5 busche perdidas).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2): you played %3; better: %4 (%5 points lost).</source>
        <translation>%1 (%2): jugaste %3; mejor: %4 (%5 puntos perdidos).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Totals</source>
        <translation>Totales</translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_resume.py" line="+116"/>
        <source>&amp;Resume the table</source>
        <translation>&amp;Reanudar la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>Elimi&amp;narla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your table “%1” stopped in the middle of its match (hand %2, table code %3; at the table: %4). Resume it: the match goes on from the card where it stopped, at the same address, and the others&apos; apps take their seats back; the computer plays for anyone not back yet.</source>
        <translation>Tu mesa «%1» se detuvo a mitad de su partida (mano %2, código de la mesa %3; en la mesa: %4). Reanúdala: la partida sigue desde la carta en que se detuvo, en la misma dirección, y las aplicaciones de los demás recuperan sus asientos; el ordenador juega por quien aún no haya vuelto.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Discard the table</source>
        <translation>Eliminar la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the interrupted table? Its match cannot be resumed afterwards.</source>
        <translation>¿Eliminar la mesa interrumpida? Su partida ya no se podrá reanudar.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/review.py" line="+56"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 busche against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>El entrenador vuelve a jugar cada una de tus decisiones a partir de lo que podías ver. Una carta que costó al menos %1 busche frente a la mejor es un error, al menos %2 una imprecisión.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 points against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>El entrenador vuelve a jugar cada una de tus decisiones a partir de lo que podías ver. Una carta que costó al menos %1 puntos frente a la mejor es un error, al menos %2 una imprecisión.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review progress</source>
        <translation>Progreso del análisis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel review</source>
        <translation>&amp;Cancelar el análisis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reviewing your cards…</source>
        <translation>Analizando tus cartas…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your decisions</source>
        <translation>Tus decisiones</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Reviewing your cards: decision %1 of %2…</source>
        <translation>Analizando tus cartas: decisión %1 de %2…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing to review: you never had a choice of card.</source>
        <translation>Nada que analizar: nunca tuviste que elegir carta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busche lost in the match: %1 (%2 decisions).</source>
        <translation>Busche perdidas en la partida: %1 (%2 decisiones).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in the match: %1 (%2 decisions).</source>
        <translation>Puntos perdidos en la partida: %1 (%2 decisiones).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche lost in this hand: %1 (%2 decisions).</source>
        <translation>Busche perdidas en esta mano: %1 (%2 decisiones).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in this hand: %1 (%2 decisions).</source>
        <translation>Puntos perdidos en esta mano: %1 (%2 decisiones).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No mistakes: well played.</source>
        <translation>Ningún error: bien jugado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistakes: %1. Inaccuracies: %2.</source>
        <translation>Errores: %1. Imprecisiones: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review failed: %1</source>
        <translation>El análisis ha fallado: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/review.py" line="+46"/>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Baza %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card played</source>
        <translation>Carta jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Better card</source>
        <translation>Carta mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>Puntos perdidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Busche lost</source>
        <translation>Busche perdidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Valoración</translation>
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
        <translation>Ciapanò clásico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca</source>
        <translation>Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer discards a card</source>
        <translation>El repartidor descarta una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a Four</source>
        <translation>Quitar un cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (one card face down)</source>
        <translation>Monte (una carta boca abajo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick pays the rest up to 11</source>
        <translation>La última baza paga el resto hasta 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fractions are lost</source>
        <translation>Las fracciones se pierden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict (all points and the last trick)</source>
        <translation>Estricto (todos los puntos y la última baza)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lenient (the others under one point each)</source>
        <translation>Flexible (los demás por debajo de un punto cada uno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a card point</source>
        <translation>Llevándose un punto de carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a trick</source>
        <translation>Ganando una baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the right</source>
        <translation>Pasa a la derecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s loser deals</source>
        <translation>Reparte el que perdió la última mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take out Fours (and a Five)</source>
        <translation>Quitar los cuatros (y un cinco)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (cards face down)</source>
        <translation>Monte (cartas boca abajo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 1 point, like any ace</source>
        <translation>Vale 1 punto, como cualquier as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 11 points (hands of 21)</source>
        <translation>Vale 11 puntos (manos de 21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 6 points (hands of 16)</source>
        <translation>Vale 6 puntos (manos de 16)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Team %1</source>
        <translation>Equipo %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordenador, %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Busca, four players, busche limit %1</source>
        <translation>Busca, cuatro jugadores, límite de busche %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Classic Ciapanò, %n players</source>
        <translation>
            <numerusform>Ciapanò clásico, %n jugador</numerusform>
            <numerusform>Ciapanò clásico, %n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Classic Ciapanò, %n players, target %1</source>
        <translation>
            <numerusform>Ciapanò clásico, %n jugador, tope %1</numerusform>
            <numerusform>Ciapanò clásico, %n jugadores, tope %1</numerusform>
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
        <translation>Dos contra dos: tú y el jugador de enfrente sois compañeros</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A match of %n hands: the lowest total wins</source>
        <translation>
            <numerusform>Una partida de %n mano: gana el total más bajo</numerusform>
            <numerusform>Una partida de %n manos: gana el total más bajo</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ace of batons: %1</source>
        <translation>As de bastos: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With six to eight players: %1</source>
        <translation>De seis a ocho jugadores: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survivors: %1</source>
        <translation>Supervivientes: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With three players: %1</source>
        <translation>Con tres jugadores: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When three players are left: %1</source>
        <translation>Cuando quedan tres jugadores: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); the last trick adds 1.</source>
        <translation>Cada jugador anota los puntos enteros tomados, sin las fracciones (3⅓ cuenta 3); la última baza suma 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); whoever took the last trick scores %1 minus the others&apos; scores.</source>
        <translation>Cada jugador anota los puntos enteros tomados, sin las fracciones (3⅓ cuenta 3); quien tomó la última baza anota %1 menos los puntos de los demás.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="-44"/>
        <source>Rules of Ciapanò</source>
        <translation>Reglas del Ciapanò</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules document is missing from this installation.</source>
        <translation>En esta instalación falta el documento de las reglas.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/scoresheet.py" line="+23"/>
        <location line="+6"/>
        <source>Score sheet</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>✗ out of the match after that hand; — not playing.</source>
        <translation>✗ eliminado tras esa mano; — no juega.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the match after that hand: a cross; not playing: a dash.</source>
        <translation>Fuera de la partida tras esa mano: una cruz; no juega: un guion.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/scoresheet.py" line="+104"/>
        <source>not playing</source>
        <translation>no juega</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, out after this hand</source>
        <translation>%1, fuera tras esta mano</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out after this hand</source>
        <translation>Eliminado tras esta mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Total</source>
        <translation>Total</translation>
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
        <translation>Jugador %1</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../ciapano_qt/ui/table/seatring.py" line="+59"/>
        <source>In the order of play: %1</source>
        <translation>En el orden de juego: %1</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/seats.py" line="+83"/>
        <source>Seat &amp;%1:</source>
        <translation>Puesto &amp;%1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of seat %1</source>
        <translation>Nombre del puesto %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Quién juega el puesto %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Type your name</source>
        <translation>Escribe tu nombre</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Person at this screen</source>
        <translation>Persona en esta pantalla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person at another computer</source>
        <translation>Persona en otro ordenador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: %1</source>
        <translation>Ordenador: %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Every seat needs a name.</source>
        <translation>Cada puesto necesita un nombre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>People at one screen: give yourself a name in seat 1.</source>
        <translation>Varias personas en una pantalla: ponte un nombre en el puesto 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two people have the same name: the pass screen calls each by name.</source>
        <translation>Dos personas tienen el mismo nombre: la pantalla de paso llama a cada una por su nombre.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../ciapano_qt/ui/app/settings.py" line="+301"/>
        <location filename="../ciapano_qt/ui/applysettings.py" line="+21"/>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="-5"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingsdialog.py" line="+55"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings pages</source>
        <translation>Páginas de configuración</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule changes apply to the next match.</source>
        <translation>Los cambios de reglas se aplican a la próxima partida.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+80"/>
        <location line="+98"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Statistics per variant</source>
        <translation>Estadísticas por variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Figures</source>
        <translation>&amp;Cifras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;coach&apos;s trend</source>
        <translation>La &amp;tendencia del entrenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Restablecer estadísticas…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The statistics file could not be read; statistics start again.</source>
        <translation>No se ha podido leer el archivo de estadísticas; las estadísticas empiezan de nuevo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file was kept as %1.</source>
        <translation>El archivo antiguo se ha guardado como %1.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Filled dot: a match without help. Hollow dot: an assisted match.</source>
        <translation>Punto lleno: una partida sin ayuda. Punto hueco: una partida con ayuda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach&apos;s trend appears here once it has reviewed your hands: turn on &apos;Review every hand automatically&apos; (Settings, Table) or choose &apos;Review my cards&apos; after a hand.</source>
        <translation>La tendencia aparece aquí cuando el entrenador haya analizado tus manos: activa «Analizar cada mano automáticamente» (Configuración, Mesa) o elige «Analizar mis cartas» después de una mano.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/stats.py" line="+51"/>
        <source>Matches played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of matches won (%)</source>
        <translation>Proporción de partidas ganadas (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty points (busche in Busca)</source>
        <translation>Puntos de penalización (busche en la Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average per hand</source>
        <translation>Media por mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti made</source>
        <translation>Cappotti hechos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti suffered</source>
        <translation>Cappotti sufridos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands not covered (Busca)</source>
        <translation>Manos sin cubrirse (Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best match</source>
        <translation>Mejor partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst match</source>
        <translation>Peor partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands reviewed by the coach</source>
        <translation>Manos analizadas por el entrenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per decision (busche in Busca)</source>
        <translation>Puntos perdidos por decisión (busche en la Busca)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 per hand (%2 in %3 hands), %4</source>
        <translation>%1 por mano (%2 en %3 manos), %4</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>not recorded</source>
        <translation>sin registrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assisted</source>
        <translation>con ayuda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unassisted</source>
        <translation>sin ayuda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches counted before assistance was recorded</source>
        <translation>Partidas contadas antes de que se registraran las ayudas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches with a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Partidas con una pista, un deshacer, un rehacer, «terminar por mí» o el contador de cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches without a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Partidas sin pistas, deshacer, rehacer, «terminar por mí» ni contador de cartas</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+14"/>
        <source>Reset statistics?</source>
        <translation>¿Restablecer las estadísticas?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All statistics will be set back to zero. This cannot be undone.</source>
        <translation>Todas las estadísticas volverán a cero. No se puede deshacer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics could not be reset: %1</source>
        <translation>No se han podido restablecer las estadísticas: %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/trendchart.py" line="+45"/>
        <source>%1: busche lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1: busche perdidas por decisión (partidas analizadas: %2, la más antigua primero)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: points lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1: puntos perdidos por decisión (partidas analizadas: %2, la más antigua primero)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (assisted)</source>
        <translation>%1 (con ayuda)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. Per match: %2. Average: %3.</source>
        <translation>%1. Por partida: %2. Media: %3.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ciapano_qt/ui/table/steps.py" line="+143"/>
        <source>Click to continue</source>
        <translation>Haz clic para continuar</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/table/decor.py" line="+119"/>
        <source>Busche: %1</source>
        <translation>Busche: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team: %1</source>
        <translation>Equipo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match: %1</source>
        <translation>Partida: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Away</source>
        <translation>Ausente</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>partner of %1</source>
        <translation>compañero de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played by the computer until %1 returns</source>
        <translation>Jugado por el ordenador hasta que %1 vuelva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Mazo de robo: %n</numerusform>
            <numerusform>Mazo de robo: %n</numerusform>
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
        <translation>Quitado</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n trick(s) taken</source>
        <translation>
            <numerusform>%1: %n baza ganada</numerusform>
            <numerusform>%1: %n bazas ganadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You draw</source>
        <translation>Robas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws</source>
        <translation>%1 roba</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You take the trick. Click to continue.</source>
        <translation>Ganas la baza. Haz clic para continuar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take the trick.</source>
        <translation>Ganas la baza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick. Click to continue.</source>
        <translation>%1 se lleva la baza. Haz clic para continuar.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 takes the trick.</source>
        <translation>%1 se lleva la baza.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../ciapano_qt/ui/table/access.py" line="+135"/>
        <source>On the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick</source>
        <translation>Baza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock and cards aside</source>
        <translation>Mazo de robo y cartas apartadas</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>te toca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n trick(s) taken</source>
        <translation>
            <numerusform>%n baza ganada</numerusform>
            <numerusform>%n bazas ganadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins the match</source>
        <translation>gana la partida</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>you: %2</source>
        <translation>tú: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, taking the trick so far</source>
        <translation>%1, por ahora se lleva la baza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, takes the trick</source>
        <translation>%1, se lleva la baza</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazo de robo: %n carta</numerusform>
            <numerusform>Mazo de robo: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Monte: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n carta</numerusform>
            <numerusform>Monte: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Removed: %n card(s)</source>
        <translation>
            <numerusform>Quitada: %n carta</numerusform>
            <numerusform>Quitadas: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer&apos;s discard</source>
        <translation>El descarte del repartidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw %2</source>
        <translation>Robas %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 draws %2</source>
        <translation>%1 roba %2</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tablelooks.py" line="+56"/>
        <source>The pack&apos;s own</source>
        <translation>El de la baraja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Burdeos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lar&amp;ge cards</source>
        <translation>Cartas &amp;grandes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview of the table</source>
        <translation>Vista previa de la mesa</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>On a 1280 × 800 screen or larger, with two to five players; otherwise the normal size.</source>
        <translation>Desde una pantalla de 1280 × 800 y con entre dos y cinco jugadores; si no, el tamaño normal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table has no room for them now: normal size.</source>
        <translation>Esta mesa no tiene sitio para ellas ahora: tamaño normal.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Back: %1. Cloth: %2.</source>
        <translation>Reverso: %1. Tapete: %2.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+44"/>
        <source>%1 (French suits)</source>
        <translation>%1 (palos franceses)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (Italian suits)</source>
        <translation>%1 (palos italianos)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A click</source>
        <translation>Un clic</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A double-click</source>
        <translation>Un doble clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a moment</source>
        <translation>Un momento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Until I click</source>
        <translation>Hasta que haga clic</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show corner &amp;indices</source>
        <translation>&amp;Mostrar los índices en las esquinas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casual play: allow &amp;undo and hints</source>
        <translation>Partida informal: permitir &amp;deshacer y pistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view every hand automatically</source>
        <translation>Analizar cada mano automátic&amp;amente</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Cartas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso de las cartas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cl&amp;oth:</source>
        <translation>&amp;Tapete:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play a card with:</source>
        <translation>&amp;Jugar una carta con:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a finished &amp;trick:</source>
        <translation>Dejar la &amp;baza a la vista:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+53"/>
        <source>A private table: tell the others its invitation code, or send them the link (it also carries the club&apos;s address and fingerprint).</source>
        <translation>Una mesa privada: di a los demás su código de invitación o envíales el enlace (también lleva la dirección y la huella del club).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invitation link</source>
        <translation>Enlace de invitación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;opy the link</source>
        <translation>C&amp;opiar el enlace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>En la mesa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seats nobody took are played by the computer.</source>
        <translation>Los asientos que nadie ocupó los juega el ordenador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../ciapano_qt/ui/table/view.py" line="+180"/>
        <source>Enter discards this card.</source>
        <translation>Intro descarta esta carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playable: Enter plays it.</source>
        <translation>Se puede jugar: Intro la juega.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not playable: %1</source>
        <translation>No se puede jugar: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+3"/>
        <source>Last card.</source>
        <translation>Última carta.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>First card.</source>
        <translation>Primera carta.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Card %1 of %2.</source>
        <translation>Carta %1 de %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose a card of your hand; Enter plays it.</source>
        <translation>Con las flechas izquierda y derecha eliges una carta; con Intro la juegas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 reads the trick, 2 the scores, 3 whose turn it is.</source>
        <translation>1 lee la baza, 2 las puntuaciones, 3 a quién le toca.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 plays %2.</source>
        <translation>%1 juega: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play %2.</source>
        <translation>Juegas: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick: %3.</source>
        <translation>Ganas la baza: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick: %3.</source>
        <translation>%1 se lleva la baza: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %3: you deal.</source>
        <translation>Mano %3: repartes tú.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %3: %1 deals.</source>
        <translation>Mano %3: reparte %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <location line="+4"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>no points</source>
        <translation>ningún punto</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n third(s)</source>
        <translation>
            <numerusform>%n tercio</numerusform>
            <numerusform>%n tercios</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No match in progress.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you: %2</source>
        <translation>tú: %2</translation>
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
        <translation>Baza: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards on the table.</source>
        <translation>No hay cartas en la mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores: %1.</source>
        <translation>Puntuaciones: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>Te toca.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Nobody&apos;s turn yet.</source>
        <translation>Todavía no le toca a nadie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn.</source>
        <translation>Le toca a %1.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1 draws %2.</source>
        <translation>%1 roba: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You draw %2.</source>
        <translation>Robas: %2.</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tracker.py" line="+78"/>
        <source>Card tracker</source>
        <translation>Contador de cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards by suit</source>
        <translation>Cartas por palo</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The cards are hidden until the screen is taken.</source>
        <translation>Las cartas siguen ocultas hasta que alguien tome la pantalla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand in play.</source>
        <translation>Ninguna mano en juego.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An aid: a match played with the tracker open counts as assisted.</source>
        <translation>Una ayuda: una partida jugada con el contador de cartas abierto cuenta como partida con ayuda.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/tracker.py" line="+81"/>
        <source>Suit</source>
        <translation>Palo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yours</source>
        <translation>Tuyas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of play</source>
        <translation>Fuera de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not seen yet</source>
        <translation>Aún no vistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points not seen</source>
        <translation>Puntos no vistos</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no %2.</source>
        <translation>%1 no tiene %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds %2.</source>
        <translation>%1 tiene en la mano: %2.</translation>
    </message>
</context>
<context>
    <name>TrustPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="-133"/>
        <source>This is the first time you connect to the club at %1. Its certificate was made by the club itself, so no authority vouches for it. Compare its fingerprint with the one whoever runs the club gave you:</source>
        <translation>Es la primera vez que te conectas al club en %1. Su certificado lo creó el propio club, así que ninguna autoridad lo avala. Compara su huella con la que te dio quien gestiona el club:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If they are the same, you are talking to that club and nobody can listen in. Once trusted, the fingerprint is remembered, and the app refuses the club if it ever changes.</source>
        <translation>Si son iguales, estás hablando con ese club y nadie puede escuchar. Una vez que confías, la huella se recuerda y la aplicación rechaza el club si alguna vez cambia.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Trust this club</source>
        <translation>&amp;Confiar en este club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
</TS>
