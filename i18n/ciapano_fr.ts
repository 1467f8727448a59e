<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="+89"/>
        <source>The Lombard reverse of Tressette: take as few points as you can.</source>
        <translation>Le Tressette à l&apos;envers, à la lombarde&#xa0;: ramassez le moins de points possible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence: GPL-3.0-or-later.</source>
        <translation>Licence&#xa0;: GPL-3.0 ou ultérieure.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt %1 and PySide6 (LGPL-3.0).</source>
        <translation>Réalisé avec Qt %1 et PySide6 (LGPL-3.0).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About Ciapanò</source>
        <translation>À propos de Ciapanò</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/cardnames.py" line="+75"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coins</source>
        <translation>deniers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cups</source>
        <translation>coupes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>swords</source>
        <translation>épées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>batons</source>
        <translation>bâtons</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knight</source>
        <translation>Cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of diamonds</source>
        <translation>%1 de carreau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of hearts</source>
        <translation>%1 de cœur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of spades</source>
        <translation>%1 de pique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of clubs</source>
        <translation>%1 de trèfle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of coins</source>
        <translation>%1 de deniers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of cups</source>
        <translation>%1 de coupes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of swords</source>
        <translation>%1 d&apos;épées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of batons</source>
        <translation>%1 de bâtons</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Face-down card</source>
        <translation>Carte face cachée</translation>
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
        <translation>Le club refuse pour l&apos;instant (trop de tentatives) : attendez une minute.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table has that invitation code. Check it with whoever gave it to you.</source>
        <translation>Aucune table n&apos;a ce code d&apos;invitation. Vérifiez-le auprès de la personne qui vous l&apos;a donné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That table is gone, or its match has started.</source>
        <translation>Cette table n&apos;existe plus, ou sa partie a commencé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat for a person at that table is taken.</source>
        <translation>Toutes les places pour une personne à cette table sont prises.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This club&apos;s computers do not play that well: choose a lower level.</source>
        <translation>Les ordinateurs de ce club ne jouent pas aussi bien : choisissez un niveau plus bas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club refused these rules or seats.</source>
        <translation>Le club a refusé ces règles ou ces places.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match has started already.</source>
        <translation>La partie a déjà commencé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club said no: %1</source>
        <translation>Le club a refusé : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not an invitation link: it starts with ciapano://</source>
        <translation>Ce n&apos;est pas un lien d&apos;invitation : il commence par ciapano://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club&apos;s host name in that address or link is damaged.</source>
        <translation>Le nom d&apos;hôte du club dans cette adresse ou ce lien est abîmé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port in that address or link is not a number from 1 to 65535.</source>
        <translation>Le port dans cette adresse ou ce lien n&apos;est pas un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The invitation code in that link is damaged: ask for the link again.</source>
        <translation>Le code d&apos;invitation dans ce lien est abîmé : redemandez le lien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fingerprint in that link is damaged (64 hexadecimal digits): ask for the link again.</source>
        <translation>L&apos;empreinte dans ce lien est abîmée (64 chiffres hexadécimaux) : redemandez le lien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address or link has parts a club&apos;s address never has.</source>
        <translation>Cette adresse ou ce lien contient des parties qu&apos;une adresse de club n&apos;a jamais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is far too long for a club&apos;s address or an invitation link.</source>
        <translation>C&apos;est bien trop long pour une adresse de club ou un lien d&apos;invitation.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a club&apos;s address.</source>
        <translation>Ce n&apos;est pas une adresse de club.</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+5"/>
        <location line="+144"/>
        <source>The connection to the club was lost.</source>
        <translation>La connexion au club a été perdue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No club answers at that address (%1).</source>
        <translation>Aucun club ne répond à cette adresse (%1).</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The club is reconnecting to its store: play waits, and nothing is lost.</source>
        <translation>Le club se reconnecte à son stockage : le jeu attend, et rien n&apos;est perdu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The club is back: play goes on.</source>
        <translation>Le club est de retour : le jeu continue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club is reconnecting to its store: your request goes again once it is back.</source>
        <translation>Le club se reconnecte à son stockage : votre demande repartira dès son retour.</translation>
    </message>
</context>
<context>
    <name>ClubTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/clubtables.py" line="+72"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats free</source>
        <translation>Places libres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>started</source>
        <translation>commencée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody yet</source>
        <translation>personne encore</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+74"/>
        <source>A club is a Ciapanò server on the internet: its address and, when it made its own certificate, its fingerprint come from whoever runs it. You may also paste an invitation link (ciapano://…) as the address.</source>
        <translation>Un club est un serveur Ciapanò sur internet : son adresse et, s&apos;il a créé lui-même son certificat, son empreinte vous sont données par la personne qui le gère. Vous pouvez aussi coller un lien d&apos;invitation (ciapano://…) comme adresse.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Club &amp;address:</source>
        <translation>&amp;Adresse du club :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>club.example.org:8443, or an invitation link</source>
        <translation>club.example.org:8443, ou un lien d&apos;invitation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>tel que les autres le verront</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect</source>
        <translation>&amp;Se connecter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Oublier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Abandonner la place gardée à cette table : l&apos;ordinateur la joue jusqu&apos;à la fin.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/crash.py" line="+42"/>
        <source>Something went wrong inside Ciapanò: %1

Your match is kept: it was saved after the last card, you can go on playing, and it is resumed when Ciapanò starts again.</source>
        <translation>Une erreur s&apos;est produite dans Ciapanò&#xa0;: %1

Votre partie est conservée&#xa0;: elle a été enregistrée après la dernière carte, vous pouvez continuer à jouer et elle reprendra au prochain lancement de Ciapanò.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The details are in the log file %1.</source>
        <translation>Les détails se trouvent dans le fichier journal %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No log file could be written.</source>
        <translation>Aucun fichier journal n&apos;a pu être écrit.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Ciapanò: an error</source>
        <translation>Ciapanò&#xa0;: une erreur</translation>
    </message>
</context>
<context>
    <name>CreateForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_create.py" line="+98"/>
        <source>This club allows computers up to %1.</source>
        <translation>Ce club admet les ordinateurs jusqu&apos;au niveau %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Changer les règles…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Niveau de re&amp;mplacement :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>L&apos;ordinateur qui joue une place que personne ne prend, et pour ceux dont la connexion tombe ou qui restent inactifs, jusqu&apos;à leur retour.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Public: listed in the club&apos;s lobby for anyone to join</source>
        <translation>&amp;Publique : listée dans le salon du club, chacun peut la rejoindre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A private table is joined only with its invitation code or link.</source>
        <translation>Une table privée ne se rejoint qu&apos;avec son code ou son lien d&apos;invitation.</translation>
    </message>
</context>
<context>
    <name>DemoBar</name>
    <message>
        <location filename="../ciapano_qt/ui/table/demobar.py" line="+48"/>
        <source>Demo: press Esc or click Stop to end it.</source>
        <translation>Démo : appuyez sur Échap ou cliquez sur Arrêter pour la terminer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../ciapano_qt/ui/text/format.py" line="+28"/>
        <source>a third</source>
        <translation>un tiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two thirds</source>
        <translation>deux tiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and a third</source>
        <translation>%1 et un tiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and two thirds</source>
        <translation>%1 et deux tiers</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>FoundTablesModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/found.py" line="+57"/>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n seat(s) open</source>
        <translation>
            <numerusform>%n place libre</numerusform>
            <numerusform>%n places libres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+53"/>
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 made cappotto!</source>
        <translation>%1 a fait cappotto&#xa0;!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did not cover: %1.</source>
        <translation>Sans couverture&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most points: %1.</source>
        <translation>Le plus de points&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of the match: %1.</source>
        <translation>Hors jeu&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Gagnant&#xa0;: %1</numerusform>
            <numerusform>Gagnants&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last trick: %1.</source>
        <translation>Dernière levée&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="+256"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points taken</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Covered</source>
        <translation>Couvert</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="-106"/>
        <source>Hand scores</source>
        <translation>Scores de la donne</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/summary.py" line="-38"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/summary.py" line="+27"/>
        <source>Score &amp;sheet</source>
        <translation>Feuille de &amp;marque</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Review my cards</source>
        <translation>&amp;Analyser mes cartes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Rejouer cette distribution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new practice match whose first hand is this deal (not counted).</source>
        <translation>Une nouvelle partie d’entraînement qui commence par cette distribution (ne compte pas).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+6"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Next hand</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1&#xa0;: %2 dans cette donne, %3 au total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You made cappotto!</source>
        <translation>Vous avez fait cappotto&#xa0;!</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Deal number: %1</source>
        <translation>Numéro de distribution&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Practice: not counted in the statistics.</source>
        <translation>Entraînement&#xa0;: ne compte pas dans les statistiques.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player reached the busche limit: the fewest busche win.</source>
        <translation>Un joueur a atteint la limite de busche&#xa0;: le moins de busche gagne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone left reached the target in the same hand: the lowest total wins.</source>
        <translation>Tous les joueurs restants ont atteint le seuil dans la même donne&#xa0;: le total le plus bas gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A total reached the target: the lowest total wins.</source>
        <translation>Un total a atteint le seuil&#xa0;: le total le plus bas gagne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand of the match is over: the lowest total wins.</source>
        <translation>La dernière donne de la partie est terminée&#xa0;: le total le plus bas gagne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A team reached the target: the other team wins.</source>
        <translation>Une équipe a atteint le seuil&#xa0;: l&apos;autre équipe gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams reached the target in the same hand: the lower total wins.</source>
        <translation>Les deux équipes ont atteint le seuil dans la même donne&#xa0;: le total le plus bas gagne.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monte</source>
        <translation>Monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed Four</source>
        <translation>Quatre retiré</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host.py" line="+111"/>
        <source>Host a table</source>
        <translation>Héberger une table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open the table</source>
        <translation>Ou&amp;vrir la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Lancer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>À la table :</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Opening the table…</source>
        <translation>Ouverture de la table…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close the table? The match ends for everyone at it and cannot be resumed.</source>
        <translation>Fermer la table ? La partie se termine pour tous ses joueurs et ne pourra pas reprendre.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table cannot be kept on this computer&apos;s disk (%1): if the app stops, its match cannot be resumed. The match goes on.</source>
        <translation>Impossible de conserver la table sur le disque de cet ordinateur (%1)&#xa0;: si l&apos;application s&apos;arrête, sa partie ne pourra pas être reprise. La partie continue.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tell the others the code and the address. Seats nobody takes are played by the computer. Anyone on this network can read the game&apos;s traffic: it is not encrypted.</source>
        <translation>Donnez aux autres le code et l&apos;adresse. Les places que personne ne prend sont jouées par l&apos;ordinateur. Toute personne sur ce réseau peut lire le trafic du jeu : il n&apos;est pas chiffré.</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+103"/>
        <source>The table cannot be opened: %1</source>
        <translation>Impossible d&apos;ouvrir la table : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table code: %1</source>
        <translation>Code de la table : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Someone is guessing the code: a new one was drawn. Tell it to the players who have not sat down yet.</source>
        <translation>Quelqu&apos;un essaie de deviner le code : un nouveau a été tiré. Donnez-le aux joueurs qui ne sont pas encore assis.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Address to join: %1</source>
        <translation>Adresse pour rejoindre : %1</translation>
    </message>
</context>
<context>
    <name>HostForm</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_form.py" line="+85"/>
        <source>&amp;Change the rules…</source>
        <translation>&amp;Changer les règles…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table name:</source>
        <translation>Nom de la &amp;table :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stand-in le&amp;vel:</source>
        <translation>Niveau de re&amp;mplacement&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>É&amp;couter sur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>Po&amp;rt :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Idle turn after:</source>
        <translation>Tour &amp;inactif après :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>un port libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person who takes longer has that turn played by the computer.</source>
        <translation>Si une personne met plus longtemps, l&apos;ordinateur joue ce tour à sa place.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer that plays a seat nobody takes, and for anyone whose connection drops or who stays idle, until they return.</source>
        <translation>L&apos;ordinateur qui joue une place que personne ne prend, et pour ceux dont la connexion tombe ou qui restent inactifs, jusqu&apos;à leur retour.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All networks of this computer</source>
        <translation>Tous les réseaux de cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer only (a test)</source>
        <translation>Cet ordinateur seulement (un essai)</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+12"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nom compte de 1 à 24 caractères de texte simple.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Open at least one seat for a person at another computer.</source>
        <translation>Ouvrez au moins une place pour une personne sur un autre ordinateur.</translation>
    </message>
</context>
<context>
    <name>HostedTable</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/hosted.py" line="+122"/>
        <source>The file is not a table this version of Ciapanò can resume (%1).</source>
        <translation>Le fichier n&apos;est pas une table que cette version de Ciapanò peut reprendre (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The interrupted table cannot be resumed. %1</source>
        <translation>La table interrompue ne peut pas être reprise. %1</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <location filename="../ciapano_qt/ui/app/instance.py" line="+226"/>
        <source>Another copy of Ciapanò is running, but it does not answer: it may be busy or stuck. It keeps its data folder (%1), with the match in progress and the statistics, until it ends.

Switch to it and wait, or close it (end it if it stays stuck), then start Ciapanò again.</source>
        <translation>Une autre copie de Ciapanò est en cours d&apos;exécution, mais elle ne répond pas&#xa0;: elle est peut-être occupée ou bloquée. Elle garde son dossier de données (%1), avec la partie en cours et les statistiques, jusqu&apos;à ce qu&apos;elle se termine.

Passez à cette copie et attendez, ou fermez-la (arrêtez-la si elle reste bloquée), puis relancez Ciapanò.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ciapanò is already running</source>
        <translation>Ciapanò est déjà lancé</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join.py" line="+131"/>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tables sur ce réseau :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>Act&amp;ualiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Code de la table :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>address:port, as the host tells it</source>
        <translation>adresse:port, tel que l&apos;hôte l&apos;indique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six digits</source>
        <translation>six chiffres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the others will see it</source>
        <translation>tel que les autres le verront</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rej&amp;oin the table at %1 (as %2)</source>
        <translation>Re&amp;prendre ma place à la table %1 (en tant que %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Forget it</source>
        <translation>&amp;Oublier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up the seat kept at that table: the computer plays it to the end.</source>
        <translation>Abandonner la place gardée à cette table : l&apos;ordinateur la joue jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Reprise de votre place à %1…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Looking for tables on this network…</source>
        <translation>Recherche des tables sur ce réseau…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pick a table, or type its address below.</source>
        <translation>Choisissez une table, ou tapez son adresse ci-dessous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table answered. Type the address and port the host&apos;s screen shows (some networks keep computers from finding each other).</source>
        <translation>Aucune table n&apos;a répondu. Tapez l&apos;adresse et le port qu&apos;affiche l&apos;écran de l&apos;hôte (certains réseaux empêchent les ordinateurs de se trouver).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type the address as address:port (for example 192.168.1.5:40000).</source>
        <translation>Tapez l&apos;adresse sous la forme adresse:port (par exemple 192.168.1.5:40000).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table code is the six digits the host&apos;s screen shows.</source>
        <translation>Le code de la table, ce sont les six chiffres qu&apos;affiche l&apos;écran de l&apos;hôte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nom compte de 1 à 24 caractères de texte simple.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Joining %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Your seat stays kept: try again once the host is back.</source>
        <translation>Votre place reste gardée : réessayez quand l&apos;hôte sera de retour.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seated. Waiting for the host to start the match. At the table: %1</source>
        <translation>Vous êtes assis. En attente du lancement de la partie par l&apos;hôte. À la table : %1</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lasttrick.py" line="+20"/>
        <location line="+7"/>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You took the last trick.</source>
        <translation>Vous avez remporté la dernière levée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took the last trick.</source>
        <translation>%1 a remporté la dernière levée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the previous hand: no trick of this hand is finished yet.</source>
        <translation>De la donne précédente&#xa0;: aucune levée de cette donne n&apos;est encore terminée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last trick of the previous hand</source>
        <translation>Dernière levée de la donne précédente</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <location filename="../ciapano_qt/ui/session/lesson.py" line="+114"/>
        <source>In this lesson, play the %1.</source>
        <translation>Dans cette leçon, jouez cette carte : %1.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/lesson.py" line="+262"/>
        <source>Guided first match</source>
        <translation>Première partie guidée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Skip lesson</source>
        <translation>&amp;Passer la leçon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Next lesson</source>
        <translation>Leçon &amp;suivante</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Close the guide</source>
        <translation>&amp;Fermer le guide</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lesson table</source>
        <translation>Table de la leçon</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Follow suit</source>
        <translation>Fournir à la couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the trick</source>
        <translation>Passer sous le pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which cards carry points</source>
        <translation>Quelles cartes valent des points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick</source>
        <translation>Le dernier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotto</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A suit has been led: you must play a card of that suit while you have one. The cards you may play are raised now: only your cards of the led suit. This lesson asks for the %1: it stays under the card winning the trick, so the trick goes to someone else, and it is the highest card that does, so your lower ones are kept for later.</source>
        <translation>Une couleur a été jouée&#xa0;: tant que vous en avez, vous devez fournir une carte de cette couleur. Les cartes que vous pouvez jouer sont maintenant levées&#xa0;: seulement vos cartes de la couleur demandée. Cette leçon demande cette carte&#xa0;: %1. Elle reste sous la carte qui gagne la levée, donc la levée va à quelqu&apos;un d&apos;autre&#xa0;; et c&apos;est la plus haute qui y parvient, ainsi vous gardez les plus basses pour plus tard.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You want to take as few points as you can. Play a card lower than the one winning the trick: the trick goes to someone else.</source>
        <translation>Vous voulez prendre le moins de points possible. Jouez une carte plus basse que celle qui remporte le pli : le pli va à quelqu&apos;un d&apos;autre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aces are worth one point each; Threes, Twos and the figures a third each; Fours to Sevens nothing. You cannot follow suit: give your Ace away to a trick someone else takes.</source>
        <translation>Chaque as vaut un point ; les trois, les deux et les figures un tiers chacun ; du quatre au sept rien. Vous ne pouvez pas fournir : donnez votre as à un pli que quelqu&apos;un d&apos;autre prend.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth one point more. With two cards left, keep for the end the card less likely to take a trick, and play the other one now.</source>
        <translation>Le dernier pli vaut un point de plus. Avec deux cartes en main, gardez pour la fin celle qui a le moins de chances de prendre un pli, et jouez l&apos;autre maintenant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have taken every point so far. Take every trick, the last one too, and you make cappotto: you score nothing and every other player 11.</source>
        <translation>Vous avez pris tous les points jusqu&apos;ici. Prenez tous les plis, le dernier aussi, et vous faites cappotto : vous ne marquez rien et chaque autre joueur 11.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Watch the table: the other players play first. The lesson&apos;s point comes at your first turn.</source>
        <translation>Regardez la table : les autres joueurs jouent d&apos;abord. L&apos;explication vient à votre premier tour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this lesson your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter). Watch the table; the lesson&apos;s point comes when it matters.</source>
        <translation>Dans cette leçon, vos cartes sont choisies pour vous : chaque fois que c&apos;est votre tour, jouez la seule carte levée (cliquez dessus ou appuyez sur Entrée). Regardez la table : l&apos;explication vient au bon moment.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Well done: that was the card to play.</source>
        <translation>Bien joué : c&apos;était la carte à jouer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play out the hand the same way: the one card that is raised, each time.</source>
        <translation>Finissez la donne de la même façon : chaque fois la seule carte levée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From here on your cards are chosen for you: each time it is your turn, play the one card that is raised (click it, or press Enter).</source>
        <translation>Désormais, vos cartes sont choisies pour vous : chaque fois que c&apos;est votre tour, jouez la seule carte levée (cliquez dessus ou appuyez sur Entrée).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Lesson %1 of %2: %3</source>
        <translation>Leçon %1 sur %2 : %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Well done!</source>
        <translation>Bien joué !</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>That was the last lesson. Close the guide and start a match of your own (Game, New match).</source>
        <translation>C&apos;était la dernière leçon. Fermez le guide et commencez votre propre partie (Partie, Nouvelle partie).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The hand is over. On to the next lesson when you are ready.</source>
        <translation>La donne est terminée. Passez à la leçon suivante quand vous êtes prêt.</translation>
    </message>
</context>
<context>
    <name>LobbyModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/lobby.py" line="+88"/>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a free seat (the computer plays it if nobody comes)</source>
        <translation>une place libre (l&apos;ordinateur la joue si personne ne vient)</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+108"/>
        <source>&amp;Public tables:</source>
        <translation>Tables &amp;publiques :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join this table</source>
        <translation>Re&amp;joindre cette table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>Act&amp;ualiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a &amp;table…</source>
        <translation>Créer une &amp;table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitation &amp;code:</source>
        <translation>&amp;Code d&apos;invitation :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KQ7M-3XTR-W9, or the link you were sent</source>
        <translation>KQ7M-3XTR-W9, ou le lien qu&apos;on vous a envoyé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jo&amp;in</source>
        <translation>&amp;Rejoindre</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo</source>
        <translation>&amp;Démo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>H&amp;ost a table…</source>
        <translation>&amp;Héberger une table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>Re&amp;joindre une table…</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Undo card</source>
        <translation>&amp;Annuler la carte</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sto&amp;p the demo</source>
        <translation>&amp;Interrompre la démo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo card</source>
        <translation>Ré&amp;tablir la carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the hand for &amp;me</source>
        <translation>Finir la donne p&amp;our moi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>Dernière &amp;levée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card trac&amp;ker</source>
        <translation>Co&amp;mpteur de cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ciapanò</source>
        <translation>À &amp;propos de Ciapanò</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first match…</source>
        <translation>Première partie &amp;guidée…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pl&amp;ay online…</source>
        <translation>Jouer &amp;en ligne…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>H</source>
        <comment>shortcut of Hint</comment>
        <translation>C</translation>
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
        <translation>F</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+125"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/matchflow.py" line="+52"/>
        <source>The demo is over. Game, New match starts a match of your own.</source>
        <translation>La démo est terminée. Partie, Nouvelle partie lance votre propre partie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Abandon the match?</source>
        <translation>Abandonner la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match is in progress. Abandon it?</source>
        <translation>Une partie est en cours. Voulez-vous l&apos;abandonner&#xa0;?</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The screen changes hands.</source>
        <translation>L&apos;écran change de mains.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+41"/>
        <source>No message</source>
        <translation>Aucun message</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+27"/>
        <source>The hand is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="+33"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-21"/>
        <location line="+24"/>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>You deal with one card over: click a card to discard it.</source>
        <translation>Vous donnez&#xa0;: cliquez sur la carte à écarter.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+17"/>
        <source>Your turn: play a card.</source>
        <translation>À vous&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="+60"/>
        <source>Review of hand %1</source>
        <translation>Analyse de la donne %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="-23"/>
        <source>You deal</source>
        <translation>Vous donnez</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/menus.py" line="-43"/>
        <source>More tools</source>
        <translation>Plus d’outils</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status line</source>
        <translation>Ligne d’état</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resize the window</source>
        <translation>Redimensionner la fenêtre</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-8"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+14"/>
        <source>Your lead: play any card you like.</source>
        <translation>À vous d&apos;entamer&#xa0;: jouez la carte de votre choix.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your lead: play a card.</source>
        <translation>À vous d&apos;entamer&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+4"/>
        <source>Your turn: follow %1.</source>
        <translation>À vous&#xa0;: fournissez à %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+2"/>
        <source>Your turn: you cannot follow, play any card.</source>
        <translation>À vous&#xa0;: vous ne pouvez pas fournir, jouez la carte de votre choix.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/mainwindow.py" line="+10"/>
        <source>Hint: %1.</source>
        <translation>Conseil&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/windows.py" line="-29"/>
        <source>No trick has been played yet.</source>
        <translation>Aucune levée n&apos;a encore été jouée.</translation>
    </message>
</context>
<context>
    <name>MatchPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+85"/>
        <source>Off</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;wo against two (partners sit opposite)</source>
        <translation>Deux contre deux (les &amp;partenaires sont face à face)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;urvivors:</source>
        <translation>S&amp;urvivants&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Six to &amp;eight players:</source>
        <translation>De si&amp;x à huit joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ace of batons:</source>
        <translation>&amp;As de bâtons&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hands in the match:</source>
        <translation>&amp;Nombre de donnes&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fractions:</source>
        <translation>&amp;Fractions&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cappotto:</source>
        <translation>&amp;Cappotto&#xa0;:</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The &amp;match ends when anyone reaches the target</source>
        <translation>La partie s&apos;a&amp;rrête dès qu&apos;un joueur atteint le seuil</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Th&amp;ree players:</source>
        <translation>À &amp;trois&#xa0;:</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Busca: c&amp;overing:</source>
        <translation>Busca&#xa0;: c&amp;ouverture&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca: &amp;dealer:</source>
        <translation>Busca&#xa0;: &amp;donneur&#xa0;:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Busche &amp;limit:</source>
        <translation>&amp;Limite de busche&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Target:</source>
        <translation>&amp;Seuil&#xa0;:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Busca: four players, each for themselves; take some points but not the most. The fewest busche win.</source>
        <translation>Busca&#xa0;: quatre joueurs, chacun pour soi&#xa0;; prends quelques points, mais pas le plus. Le moins de busche gagne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When th&amp;ree are left:</source>
        <translation>Quand il en reste &amp;trois&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Used once players have dropped out and three are left in play.</source>
        <translation>S&apos;applique quand des joueurs sont sortis et qu&apos;il en reste trois en jeu.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Busca does not use this option.</source>
        <translation>La Busca n&apos;utilise pas cette règle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody drops out in a match of a fixed number of hands or two against two.</source>
        <translation>Personne n&apos;est éliminé dans une partie d&apos;un nombre fixe de donnes ou en deux contre deux.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three players are never in play in this match.</source>
        <translation>Dans cette partie, il n&apos;y a jamais trois joueurs en jeu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for a match begun with six to eight players.</source>
        <translation>Seulement pour une partie commencée à six, sept ou huit joueurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>Le deux contre deux se joue à quatre joueurs exactement.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lowest total wins at the target: the survivors do not count.</source>
        <translation>Au seuil, le total le plus bas gagne&#xa0;: les survivants ne comptent pas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Only Busca uses this option.</source>
        <translation>Seule la Busca utilise cette règle.</translation>
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
        <translation>nombre de joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation>seuil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>survivors</source>
        <translation>survivants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest total wins at the target</source>
        <translation>le plus bas gagne au seuil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three-player method</source>
        <translation>jeu à trois</translation>
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
        <translation>couverture à la Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca dealer</source>
        <translation>donneur à la Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>method for six to eight players</source>
        <translation>règle de six à huit joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of batons</source>
        <translation>as de bâtons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of hands</source>
        <translation>nombre de donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two against two</source>
        <translation>deux contre deux</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You must follow {suit}.</source>
        <translation>Vous devez fournir à {suit}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is not in your hand.</source>
        <translation>La carte {card} n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is being played.</source>
        <translation>Aucune donne n&apos;est en cours.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lead {suit} to the first trick.</source>
        <translation>Vous ne pouvez pas entamer {suit} à la première levée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may not throw away the {card} on the first trick.</source>
        <translation>Vous ne pouvez pas jeter l&apos;{card} à la première levée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A finished hand cannot be undone.</source>
        <translation>Une donne terminée ne peut pas être annulée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {option} must be from {low} to {high}.</source>
        <translation>La valeur de «&#xa0;{option}&#xa0;» doit être comprise entre {low} et {high}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Busca is played by exactly four players.</source>
        <translation>La Busca se joue à quatre, ni plus ni moins.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There must be fewer survivors than players ({players}).</source>
        <translation>Il doit y avoir moins de survivants que de joueurs ({players}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two against two is played by exactly four players.</source>
        <translation>Le deux contre deux se joue à quatre joueurs exactement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record is marked as version 1 but uses an option of version 2 ({option}): it was altered or damaged.</source>
        <translation>L&apos;enregistrement se dit de version 1 mais utilise une règle de la version 2 ({option})&#xa0;: il a été modifié ou endommagé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The value of the {option} is not allowed.</source>
        <translation>La valeur de «&#xa0;{option}&#xa0;» n&apos;est pas autorisée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The {card} is your only legal card.</source>
        <translation>C&apos;est la seule carte que vous pouvez jouer&#xa0;: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the {card}: it is the card most likely to cost you points.</source>
        <translation>Écartez cette carte ({card})&#xa0;: c&apos;est celle qui risque le plus de vous coûter des points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and go for cappotto: every point is yours.</source>
        <translation>Jouez cette carte ({card}) et visez le cappotto&#xa0;: tous les points sont pour vous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this trick with the {card}: otherwise {seat} may make cappotto.</source>
        <translation>Remportez cette levée avec cette carte ({card})&#xa0;: sinon {seat} risque de faire cappotto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take this trick with the {card}: you still need a point to cover.</source>
        <translation>Remportez cette levée avec cette carte ({card})&#xa0;: il vous faut encore un point pour être couvert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card} and keep the {keep} for the last trick, where it is less likely to win.</source>
        <translation>Jouez cette carte ({card}) et gardez l&apos;autre ({keep}) pour la dernière levée, où elle a moins de chances de gagner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead low in {suit}: the others still hold higher cards.</source>
        <translation>Entamez une petite carte à {suit}&#xa0;: les autres ont encore des cartes plus fortes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card} now: it would win a trick anyway.</source>
        <translation>Entamez cette carte ({card}) maintenant&#xa0;: elle remporterait une levée de toute façon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead the {card}.</source>
        <translation>Entamez avec cette carte&#xa0;: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duck under the {best}: the trick goes to {winner}.</source>
        <translation>Restez sous la plus forte ({best})&#xa0;: la levée va à {winner}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must take this trick: shed the {card} with it.</source>
        <translation>Vous devez prendre cette levée&#xa0;: profitez-en pour vous défausser de cette carte ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the {card}: a later player may still overtake it.</source>
        <translation>Jouez cette carte ({card})&#xa0;: un joueur après vous peut encore la battre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow with the {card}.</source>
        <translation>Fournissez avec cette carte&#xa0;: {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}.</source>
        <translation>Vous n&apos;avez plus de {void}&#xa0;: profitez-en pour vous débarrasser de cette carte ({card}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the {card} while you are void in {void}: nobody could beat it later.</source>
        <translation>Vous n&apos;avez plus de {void}&#xa0;: débarrassez-vous de cette carte ({card}), plus tard personne ne pourrait la battre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throw away the {card} while you are void in {void}.</source>
        <translation>Vous n&apos;avez plus de {void}&#xa0;: défaussez-vous de cette carte ({card}).</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/join_window.py" line="-54"/>
        <source>Ciapanò — table at %1</source>
        <translation>Ciapanò — table sur %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 est absent : l&apos;ordinateur joue en attendant.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back at the table.</source>
        <translation>De retour à la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table dropped: taking the seat back…</source>
        <translation>La connexion à la table est tombée : reprise de la place…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match is over. Won by: %1</source>
        <translation>La partie est terminée. Gagnée par : %1</translation>
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
        <translation>Dernière &amp;levée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>E&amp;xporter la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lea&amp;ve the table</source>
        <translation>&amp;Quitter la table</translation>
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
        <translation>F</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No hand has been finished yet.</source>
        <translation>Aucune donne n&apos;est encore terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not available: this seat missed a hand while it was away, and only the host keeps the whole match.</source>
        <translation>Indisponible : cette place a manqué une donne pendant son absence, et seul l&apos;hôte garde toute la partie.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No trick has been played yet.</source>
        <translation>Aucune levée n&apos;a encore été jouée.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/newmatch.py" line="+104"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Change settings…</source>
        <translation>&amp;Modifier les réglages…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numéro de distribution&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new deal</source>
        <translation>une nouvelle distribution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Numéro de distribution</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>People at this screen pass it between their turns; nobody sees another&apos;s cards. The match is not counted in the statistics.</source>
        <translation>Les personnes devant cet écran se le passent entre leurs tours&#xa0;; personne ne voit les cartes des autres. La partie ne compte pas dans les statistiques.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the next seat on the right.</source>
        <translation>Le jeu passe à la place suivante, vers la droite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number is a whole number from 0 to %1.</source>
        <translation>Le numéro de distribution est un nombre entier de 0 à %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: that deal is the first hand; the match is not counted.</source>
        <translation>Entraînement&#xa0;: cette distribution est la première donne&#xa0;; la partie ne compte pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To play a hand again, type the deal number its summary shows.</source>
        <translation>Pour rejouer une donne, tapez le numéro de distribution que montre son résumé.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../ciapano_qt/ui/app/notices.py" line="+77"/>
        <source>Some of your settings could not be read, so their defaults are used.</source>
        <translation>Certains de vos réglages n&apos;ont pas pu être lus&#xa0;: leurs valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old settings file was kept as %1.</source>
        <translation>L&apos;ancien fichier de réglages a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your settings file %1 was a link to another file, which Ciapanò does not write through.</source>
        <translation>Votre fichier de réglages %1 était un lien vers un autre fichier, et Ciapanò n&apos;écrit pas à travers un lien.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file %1 was a folder, a pipe or a device, not a file.</source>
        <translation>Votre fichier de réglages %1 était un dossier, un tube ou un périphérique, pas un fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ciapanò may not read your settings file %1.</source>
        <translation>Ciapanò n&apos;a pas le droit de lire votre fichier de réglages %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings file %1 was not a text file that Ciapanò can read.</source>
        <translation>Votre fichier de réglages %1 n&apos;était pas un fichier texte que Ciapanò peut lire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings start from their defaults.</source>
        <translation>Vos réglages repartent de leurs valeurs par défaut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was moved aside as %1.</source>
        <translation>Il a été mis de côté sous le nom %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings are kept in a new file.</source>
        <translation>Vos réglages sont conservés dans un nouveau fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be moved aside and is left as it is: your settings are not saved until it is moved away.</source>
        <translation>Il n&apos;a pas pu être mis de côté et reste tel quel&#xa0;: vos réglages ne sont pas enregistrés tant qu&apos;il n&apos;est pas déplacé.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ciapanò may not read the statistics file, so statistics start again.</source>
        <translation>Ciapanò n&apos;a pas le droit de lire le fichier des statistiques&#xa0;: les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file was damaged, so statistics start again.</source>
        <translation>Le fichier des statistiques était endommagé&#xa0;: les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your old statistics were kept as %1.</source>
        <translation>Vos anciennes statistiques ont été conservées sous le nom %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be moved aside and is left as it is (%1): no match is counted until it can be read or is moved.</source>
        <translation>Le fichier n&apos;a pas pu être déplacé et reste tel quel (%1)&#xa0;: aucune partie n&apos;est comptée tant qu&apos;il ne peut pas être lu ou déplacé.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Settings reset to their defaults</source>
        <translation>Réglages remis à leurs valeurs par défaut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics started again</source>
        <translation>Statistiques reprises de zéro</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online.py" line="+128"/>
        <source>Play online</source>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;reate</source>
        <translation>C&amp;réer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>Re&amp;tour</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The clubs cannot be remembered: %1</source>
        <translation>Impossible de mémoriser les clubs : %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sitting down at the table again…</source>
        <translation>Retour à votre place à la table…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joining the table %1…</source>
        <translation>Connexion à la table %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the club at %2</source>
        <translation>%1, le club à %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pick a table in the list first.</source>
        <translation>Choisissez d&apos;abord une table dans la liste.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An invitation code is ten letters and digits, like KQ7M-3XTR-W9.</source>
        <translation>Un code d&apos;invitation compte dix lettres et chiffres, comme KQ7M-3XTR-W9.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Creating the table…</source>
        <translation>Création de la table…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Start the match when everyone is there.</source>
        <translation>Commencez la partie quand tout le monde est là.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seated. Waiting for the table&apos;s creator to start the match.</source>
        <translation>Vous êtes à la table. En attente que la personne qui l&apos;a créée commence la partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link is copied: paste it to whoever you invite.</source>
        <translation>Le lien est copié : collez-le pour les personnes que vous invitez.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The connection to the club dropped: sitting down at the table again…</source>
        <translation>La connexion au club est tombée : retour à votre place à la table…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Taking your seat back at %1…</source>
        <translation>Reprise de votre place à %1…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_meet.py" line="+114"/>
        <source>A name is 1 to 24 characters of plain text.</source>
        <translation>Un nom compte de 1 à 24 caractères de texte simple.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No club answers at %1 (%2).</source>
        <translation>Aucun club ne répond à %1 (%2).</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Go &amp;back to the club table at %1 (as %2)</source>
        <translation>Re&amp;prendre ma place à la table du club %1 (en tant que %2)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../ciapano_qt/ui/table/passscreen.py" line="+64"/>
        <source>The seats at the table</source>
        <translation>Les places à la table</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pass to %1</source>
        <translation>Passer à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand is face down: hand the screen over, and the others look away.</source>
        <translation>Toutes les mains sont face cachée&#xa0;: passez l’écran, et que les autres regardent ailleurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1: show my cards</source>
        <translation>Je suis %1&#xa0;: montrer mes cartes</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+51"/>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a file but a folder, a pipe or a device.</source>
        <translation>Ce n&apos;est pas un fichier mais un dossier, un tube ou un périphérique.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is far larger than any match record.</source>
        <translation>Le fichier est bien plus gros que n&apos;importe quel enregistrement de partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a text file.</source>
        <translation>Le fichier n&apos;est pas un fichier texte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file stops before its end: it was cut short.</source>
        <translation>Le fichier s&apos;arrête avant la fin&#xa0;: il a été tronqué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The file is not a match record.</source>
        <translation>Le fichier n&apos;est pas un enregistrement de partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Ciapanò match record.</source>
        <translation>Le fichier n&apos;est pas un enregistrement de partie de Ciapanò.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match was saved by a newer version of Ciapanò.</source>
        <translation>La partie a été enregistrée par une version plus récente de Ciapanò.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has an unknown record version.</source>
        <translation>Le fichier a une version d&apos;enregistrement inconnue.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The record holds a move that the rules do not allow (%1).</source>
        <translation>L&apos;enregistrement contient un coup que les règles n&apos;autorisent pas (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match record is damaged (%1).</source>
        <translation>L&apos;enregistrement de la partie est endommagé (%1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be resumed. %1</source>
        <translation>La partie enregistrée n&apos;a pas pu être reprise. %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file was kept as %1.</source>
        <translation>Le fichier a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It holds no match, so the next save replaces it: %1.</source>
        <translation>Il ne contient aucune partie, donc la prochaine sauvegarde le remplace&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was left as it is: %1.</source>
        <translation>Le fichier a été laissé tel quel&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>You can start a new match.</source>
        <translation>Vous pouvez commencer une nouvelle partie.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be opened.</source>
        <translation>Impossible d&apos;ouvrir %1.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+220"/>
        <source>The match cannot be saved automatically in %1 (%2). You can play on, but the match may be lost if Ciapanò stops. Use Export match… to keep it elsewhere.</source>
        <translation>La partie ne peut pas être enregistrée automatiquement dans %1 (%2). Vous pouvez continuer à jouer, mais la partie risque d&apos;être perdue si Ciapanò s&apos;arrête. Utilisez «&#xa0;Exporter la partie…&#xa0;» pour la conserver ailleurs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Autosave failed</source>
        <translation>Échec de l&apos;enregistrement automatique</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="+214"/>
        <source>The match is not saved</source>
        <translation>La partie n’est pas enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last autosave in %1 failed (%2): if you quit now, this match is lost. Export it to a file first?</source>
        <translation>Le dernier enregistrement automatique dans %1 a échoué (%2)&#xa0;: si vous quittez maintenant, cette partie est perdue. L’exporter d’abord dans un fichier&#xa0;?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Export match…</source>
        <translation>&amp;Exporter la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit and lose it</source>
        <translation>&amp;Quitter et la perdre</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/persistence.py" line="+102"/>
        <source>Saved match refused</source>
        <translation>Partie enregistrée refusée</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/session/fileactions.py" line="-182"/>
        <source>&amp;Open match…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport match…</source>
        <translation>E&amp;xporter la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The match could not be written to %1: %2.</source>
        <translation>La partie n&apos;a pas pu être écrite dans %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match was written to %1.</source>
        <translation>La partie a été enregistrée dans %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match exported</source>
        <translation>Partie exportée</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+89"/>
        <source>Open match</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>This match is not finished. Resume it here? The match on the table is replaced.</source>
        <translation>Cette partie n&apos;est pas terminée. La reprendre ici&#xa0;? La partie en cours sur la table sera remplacée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match in progress is lost unless you export it first.</source>
        <translation>La partie en cours sera perdue si vous ne l&apos;exportez pas avant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the match?</source>
        <translation>Reprendre la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Export match</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>Ciapanò matches (*.json);;All files (*)</source>
        <translation>Parties de Ciapanò (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+65"/>
        <source>&amp;You:</source>
        <translation>&amp;Vous&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opponent &amp;%1:</source>
        <translation>Adversaire &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person at this screen</source>
        <translation>Personne devant cet écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level of opponent %1</source>
        <translation>Niveau de l&apos;adversaire %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of opponent %1</source>
        <translation>Nom de l&apos;adversaire %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play passes to the right: opponent 1 sits on your right.</source>
        <translation>On joue vers la droite&#xa0;: l&apos;adversaire 1 est assis à votre droite.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seats at the table</source>
        <translation>Les places à la table</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+23"/>
        <source>This table speaks another version of the network protocol (%1; this program speaks %2). Both need the same version of Ciapanò.</source>
        <translation>Cette table parle une autre version du protocole réseau (%1 ; ce programme parle la %2). Les deux ont besoin de la même version de Ciapanò.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every seat at this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong table code: ask the host for the six digits shown on their screen.</source>
        <translation>Code de table erroné : demandez à l&apos;hôte les six chiffres affichés sur son écran.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table is closed, or its match has started without you.</source>
        <translation>Cette table est fermée, ou sa partie a commencé sans vous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at this table is no longer kept (its match is over).</source>
        <translation>Votre place à cette table n&apos;est plus gardée (sa partie est terminée).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That name cannot be used: 1 to 24 characters of plain text.</source>
        <translation>Ce nom ne peut pas servir : de 1 à 24 caractères de texte simple.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is turning joiners away for now (too many attempts): wait a minute, then try again.</source>
        <translation>La table refuse les nouveaux joueurs pour le moment (trop de tentatives) : attendez une minute, puis réessayez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host refused to seat you.</source>
        <translation>L&apos;hôte a refusé de vous asseoir.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The club&apos;s certificate is not the one you trusted before. It may have a new certificate (ask whoever runs it), or someone is between you and the club: nothing was sent.</source>
        <translation>Le certificat du club n&apos;est pas celui auquel vous avez fait confiance. Le club a peut-être un nouveau certificat (demandez à la personne qui le gère), ou quelqu&apos;un s&apos;est placé entre vous et le club : rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No authority vouches for this club&apos;s certificate, and it is not one you have trusted: nothing was sent.</source>
        <translation>Aucune autorité ne garantit le certificat de ce club, et vous ne lui avez pas fait confiance : rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host runs an older version of Ciapanò: it needs to update before you can join.</source>
        <translation>L&apos;hôte utilise une version plus ancienne de Ciapanò : il doit la mettre à jour avant que vous puissiez rejoindre la table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong code, or someone between you and the host. Check the six digits on the host&apos;s screen and join again.</source>
        <translation>Code erroné, ou quelqu&apos;un entre vous et l&apos;hôte. Vérifiez les six chiffres sur l&apos;écran de l&apos;hôte et rejoignez à nouveau.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too late: the game had already moved on (the computer played for you).</source>
        <translation>Trop tard : le jeu avait déjà avancé (l&apos;ordinateur a joué pour vous).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused that card.</source>
        <translation>L&apos;hôte a refusé cette carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not understand that move.</source>
        <translation>L&apos;hôte n&apos;a pas compris ce coup.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/connection.py" line="+187"/>
        <location filename="../ciapano_qt/ui/remote/session.py" line="+181"/>
        <source>The match is over and the table has closed.</source>
        <translation>La partie est terminée et la table est fermée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The connection to the table was lost.</source>
        <translation>La connexion à la table a été perdue.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The connection to the table was lost and the seat could not be taken back.</source>
        <translation>La connexion à la table a été perdue et la place n&apos;a pas pu être reprise.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No table answers at that address (%1).</source>
        <translation>Aucune table ne répond à cette adresse (%1).</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/session.py" line="-37"/>
        <source>The host keeps sending invalid messages: the table was left.</source>
        <translation>L&apos;hôte envoie sans cesse des messages invalides : vous avez quitté la table.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The host closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is away: the computer plays meanwhile.</source>
        <translation>%1 est absent : l&apos;ordinateur joue en attendant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1 est de retour à la table.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/remote/texts.py" line="+10"/>
        <source>Hand over: %1</source>
        <translation>Donne terminée : %1</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="+61"/>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to hand</source>
        <translation>Aller à la donne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Donne&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trick</source>
        <translation>Levée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>|◀ First</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Review my cards</source>
        <translation>&amp;Analyser mes cartes</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No hand was played.</source>
        <translation>Aucune donne n&apos;a été jouée.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/replay.py" line="+187"/>
        <source>Hand %1 of %2: no trick played yet</source>
        <translation>Donne %1 sur %2&#xa0;: aucune levée jouée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1 of %2, trick %3 of %4</source>
        <translation>Donne %1 sur %2, levée %3 sur %4</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/replay.py" line="-107"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>No trick played yet</source>
        <translation>Aucune levée jouée pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 of %2</source>
        <translation>Levée %1 sur %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dealer: %1</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick.</source>
        <translation>Vous remportez la levée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the trick.</source>
        <translation>%1 remporte la levée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tricks taken: %1</source>
        <translation>Levées remportées&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche</source>
        <translation>Busche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand scores</source>
        <translation>Scores de la donne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner: %1</source>
        <translation>Gagnant&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review of the match</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 (%2): you played %3; better: %4 (%5 busche lost).</source>
        <translation>%1 (%2) : vous avez joué %3 ; mieux : %4 (%5 busche perdues).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2): you played %3; better: %4 (%5 points lost).</source>
        <translation>%1 (%2) : vous avez joué %3 ; mieux : %4 (%5 points perdus).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/host_resume.py" line="+116"/>
        <source>&amp;Resume the table</source>
        <translation>Re&amp;prendre la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard it</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your table “%1” stopped in the middle of its match (hand %2, table code %3; at the table: %4). Resume it: the match goes on from the card where it stopped, at the same address, and the others&apos; apps take their seats back; the computer plays for anyone not back yet.</source>
        <translation>Votre table «&#xa0;%1&#xa0;» s&apos;est arrêtée au milieu de sa partie (donne %2, code de la table %3&#xa0;; à la table&#xa0;: %4). Reprenez-la&#xa0;: la partie continue à la carte où elle s&apos;était arrêtée, à la même adresse, et les applications des autres reprennent leur place&#xa0;; l&apos;ordinateur joue pour ceux qui ne sont pas encore revenus.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Discard the table</source>
        <translation>Supprimer la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the interrupted table? Its match cannot be resumed afterwards.</source>
        <translation>Supprimer la table interrompue&#xa0;? Sa partie ne pourra plus être reprise.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/review.py" line="+56"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 busche against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>L&apos;entraîneur rejoue chacune de vos décisions à partir de ce que vous pouviez voir. Une carte qui a coûté au moins %1 busche par rapport à la meilleure est une erreur, au moins %2 une imprécision.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coach plays each of your decisions again, from what you could see. A card that cost at least %1 points against the best one is a mistake, at least %2 an inaccuracy.</source>
        <translation>L&apos;entraîneur rejoue chacune de vos décisions à partir de ce que vous pouviez voir. Une carte qui a coûté au moins %1 points par rapport à la meilleure est une erreur, au moins %2 une imprécision.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review progress</source>
        <translation>Progression de l&apos;analyse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel review</source>
        <translation>&amp;Annuler l&apos;analyse</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reviewing your cards…</source>
        <translation>Analyse de vos cartes…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your decisions</source>
        <translation>Vos décisions</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Reviewing your cards: decision %1 of %2…</source>
        <translation>Analyse de vos cartes : décision %1 sur %2…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing to review: you never had a choice of card.</source>
        <translation>Rien à analyser : vous n&apos;avez jamais eu le choix de la carte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busche lost in the match: %1 (%2 decisions).</source>
        <translation>Busche perdues dans la partie : %1 (%2 décisions).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in the match: %1 (%2 decisions).</source>
        <translation>Points perdus dans la partie : %1 (%2 décisions).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busche lost in this hand: %1 (%2 decisions).</source>
        <translation>Busche perdues dans cette donne : %1 (%2 décisions).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost in this hand: %1 (%2 decisions).</source>
        <translation>Points perdus dans cette donne : %1 (%2 décisions).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No mistakes: well played.</source>
        <translation>Aucune erreur : bien joué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistakes: %1. Inaccuracies: %2.</source>
        <translation>Erreurs : %1. Imprécisions : %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review failed: %1</source>
        <translation>L&apos;analyse a échoué : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/review.py" line="+46"/>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Levée %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card played</source>
        <translation>Carte jouée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Better card</source>
        <translation>Meilleure carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Busche lost</source>
        <translation>Busche perdues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Appréciation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <location filename="../ciapano_qt/ui/text/rulenames.py" line="+16"/>
        <source>Classic Ciapanò</source>
        <translation>Ciapanò classique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busca</source>
        <translation>Busca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer discards a card</source>
        <translation>Le donneur écarte une carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a Four</source>
        <translation>Retirer un quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (one card face down)</source>
        <translation>Monte (une carte face cachée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick pays the rest up to 11</source>
        <translation>La dernière levée paie le reste jusqu&apos;à 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fractions are lost</source>
        <translation>Les fractions sont perdues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict (all points and the last trick)</source>
        <translation>Strict (tous les points et la dernière levée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lenient (the others under one point each)</source>
        <translation>Souple (les autres sous un point chacun)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a card point</source>
        <translation>En ramassant un point de carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By taking a trick</source>
        <translation>En remportant une levée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the right</source>
        <translation>Passe à droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s loser deals</source>
        <translation>Le perdant de la dernière donne distribue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take out Fours (and a Five)</source>
        <translation>Retirer les quatre (et un cinq)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte (cards face down)</source>
        <translation>Monte (cartes face cachée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 1 point, like any ace</source>
        <translation>Vaut 1 point, comme tout as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 11 points (hands of 21)</source>
        <translation>Vaut 11 points (donnes de 21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth 6 points (hands of 16)</source>
        <translation>Vaut 6 points (donnes de 16)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Busca, four players, busche limit %1</source>
        <translation>Busca, quatre joueurs, limite de busche %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Classic Ciapanò, %n players</source>
        <translation>
            <numerusform>Ciapanò classique, %n joueur</numerusform>
            <numerusform>Ciapanò classique, %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Classic Ciapanò, %n players, target %1</source>
        <translation>
            <numerusform>Ciapanò classique, %n joueur, seuil %1</numerusform>
            <numerusform>Ciapanò classique, %n joueurs, seuil %1</numerusform>
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
        <translation>Deux contre deux&#xa0;: vous et le joueur en face êtes partenaires</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A match of %n hands: the lowest total wins</source>
        <translation>
            <numerusform>Une partie de %n donne&#xa0;: le total le plus bas gagne</numerusform>
            <numerusform>Une partie de %n donnes&#xa0;: le total le plus bas gagne</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ace of batons: %1</source>
        <translation>As de bâtons&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With six to eight players: %1</source>
        <translation>De six à huit joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survivors: %1</source>
        <translation>Survivants&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With three players: %1</source>
        <translation>À trois&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When three players are left: %1</source>
        <translation>Quand il reste trois joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); the last trick adds 1.</source>
        <translation>Chacun marque les points entiers pris, sans les fractions (3⅓ compte 3)&#xa0;; la dernière levée ajoute 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player scores the whole points taken, fractions dropped (3⅓ scores 3); whoever took the last trick scores %1 minus the others&apos; scores.</source>
        <translation>Chacun marque les points entiers pris, sans les fractions (3⅓ compte 3)&#xa0;; qui a pris la dernière levée marque %1 moins les points des autres.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/app/help.py" line="-44"/>
        <source>Rules of Ciapanò</source>
        <translation>Règles du Ciapanò</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules document is missing from this installation.</source>
        <translation>Le document des règles manque dans cette installation.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/scoresheet.py" line="+23"/>
        <location line="+6"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>✗ out of the match after that hand; — not playing.</source>
        <translation>✗ éliminé après cette donne&#xa0;; — ne joue pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of the match after that hand: a cross; not playing: a dash.</source>
        <translation>Éliminé de la partie après cette donne&#xa0;: une croix&#xa0;; ne joue pas&#xa0;: un tiret.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ciapano_qt/ui/models/scoresheet.py" line="+104"/>
        <source>not playing</source>
        <translation>ne joue pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, out after this hand</source>
        <translation>%1, éliminé après cette donne</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out after this hand</source>
        <translation>Éliminé après cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
</context>
<context>
    <name>Screen</name>
    <message>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="+87"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../ciapano_qt/ui/table/seatring.py" line="+59"/>
        <source>In the order of play: %1</source>
        <translation>Dans l&apos;ordre du jeu&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/seats.py" line="+83"/>
        <source>Seat &amp;%1:</source>
        <translation>Place &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Qui joue la place %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Type your name</source>
        <translation>Tape ton nom</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Person at this screen</source>
        <translation>Personne devant cet écran</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person at another computer</source>
        <translation>Personne sur un autre ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: %1</source>
        <translation>Ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Every seat needs a name.</source>
        <translation>Chaque place a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>People at one screen: give yourself a name in seat 1.</source>
        <translation>Plusieurs personnes devant un écran&#xa0;: donnez-vous un nom à la place 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two people have the same name: the pass screen calls each by name.</source>
        <translation>Deux personnes ont le même nom&#xa0;: l&apos;écran de passage appelle chacune par son nom.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../ciapano_qt/ui/app/settings.py" line="+301"/>
        <location filename="../ciapano_qt/ui/applysettings.py" line="+21"/>
        <location filename="../ciapano_qt/ui/session/hotseat.py" line="-5"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingsdialog.py" line="+55"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings pages</source>
        <translation>Pages des réglages</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule changes apply to the next match.</source>
        <translation>Les changements de règles s&apos;appliquent à la prochaine partie.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+80"/>
        <location line="+98"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Statistics per variant</source>
        <translation>Statistiques par variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Figures</source>
        <translation>&amp;Chiffres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;coach&apos;s trend</source>
        <translation>La &amp;tendance de l&apos;entraîneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Remettre à zéro…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The statistics file could not be read; statistics start again.</source>
        <translation>Le fichier des statistiques n&apos;a pas pu être lu&#xa0;; les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file was kept as %1.</source>
        <translation>L&apos;ancien fichier a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Filled dot: a match without help. Hollow dot: an assisted match.</source>
        <translation>Point plein : une partie sans aide. Point creux : une partie avec aide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach&apos;s trend appears here once it has reviewed your hands: turn on &apos;Review every hand automatically&apos; (Settings, Table) or choose &apos;Review my cards&apos; after a hand.</source>
        <translation>La tendance apparaît ici dès que l&apos;entraîneur a analysé vos donnes : activez « Analyser chaque donne automatiquement » (Réglages, Table) ou choisissez « Analyser mes cartes » après une donne.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/stats.py" line="+51"/>
        <source>Matches played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of matches won (%)</source>
        <translation>Part des parties gagnées (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty points (busche in Busca)</source>
        <translation>Points de pénalité (busche à la Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average per hand</source>
        <translation>Moyenne par donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti made</source>
        <translation>Cappotti réussis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappotti suffered</source>
        <translation>Cappotti subis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands not covered (Busca)</source>
        <translation>Donnes sans couverture (Busca)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best match</source>
        <translation>Meilleure partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst match</source>
        <translation>Pire partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands reviewed by the coach</source>
        <translation>Donnes analysées par l&apos;entraîneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per decision (busche in Busca)</source>
        <translation>Points perdus par décision (busche à la Busca)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 per hand (%2 in %3 hands), %4</source>
        <translation>%1 par donne (%2 en %3 donnes), %4</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>not recorded</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assisted</source>
        <translation>avec aide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unassisted</source>
        <translation>sans aide</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches counted before assistance was recorded</source>
        <translation>Parties comptées avant l&apos;enregistrement des aides</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches with a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Parties avec un conseil, une annulation, un rétablissement, «&#xa0;finir pour moi&#xa0;» ou le compteur de cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches without a hint, an undo, a redo, finish-for-me or the card tracker</source>
        <translation>Parties sans conseil, annulation, rétablissement, «&#xa0;finir pour moi&#xa0;» ni compteur de cartes</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/statsdialog.py" line="+14"/>
        <source>Reset statistics?</source>
        <translation>Remettre les statistiques à zéro&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All statistics will be set back to zero. This cannot be undone.</source>
        <translation>Toutes les statistiques seront remises à zéro. Cette action est irréversible.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics could not be reset: %1</source>
        <translation>Les statistiques n&apos;ont pas pu être remises à zéro&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/trendchart.py" line="+45"/>
        <source>%1: busche lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1 : busche perdues par décision (parties analysées : %2, la plus ancienne d&apos;abord)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: points lost per decision (reviewed matches: %2, oldest first)</source>
        <translation>%1 : points perdus par décision (parties analysées : %2, la plus ancienne d&apos;abord)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (assisted)</source>
        <translation>%1 (avec aide)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. Per match: %2. Average: %3.</source>
        <translation>%1. Par partie : %2. Moyenne : %3.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ciapano_qt/ui/table/steps.py" line="+143"/>
        <source>Click to continue</source>
        <translation>Cliquez pour continuer</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/table/decor.py" line="+119"/>
        <source>Busche: %1</source>
        <translation>Busche&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team: %1</source>
        <translation>Équipe&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match: %1</source>
        <translation>Partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out</source>
        <translation>Sorti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Away</source>
        <translation>Absent</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>partner of %1</source>
        <translation>partenaire de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played by the computer until %1 returns</source>
        <translation>Joué par l&apos;ordinateur jusqu&apos;au retour de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n</numerusform>
            <numerusform>Pioche&#xa0;: %n</numerusform>
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
        <translation>Retiré</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n trick(s) taken</source>
        <translation>
            <numerusform>%1 : %n levée remportée</numerusform>
            <numerusform>%1 : %n levées remportées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You draw</source>
        <translation>Vous piochez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws</source>
        <translation>%1 pioche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You take the trick. Click to continue.</source>
        <translation>Vous remportez la levée. Cliquez pour continuer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take the trick.</source>
        <translation>Vous remportez la levée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick. Click to continue.</source>
        <translation>%1 remporte la levée. Cliquez pour continuer.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 takes the trick.</source>
        <translation>%1 remporte la levée.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../ciapano_qt/ui/table/access.py" line="+135"/>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick</source>
        <translation>Levée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock and cards aside</source>
        <translation>Pioche et cartes mises de côté</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>à vous de jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to play</source>
        <translation>doit jouer</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n trick(s) taken</source>
        <translation>
            <numerusform>%n levée remportée</numerusform>
            <numerusform>%n levées remportées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins the match</source>
        <translation>gagne la partie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>you: %2</source>
        <translation>vous&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, taking the trick so far</source>
        <translation>%1, remporte la levée pour l’instant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, takes the trick</source>
        <translation>%1, remporte la levée</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Monte: %n card(s)</source>
        <translation>
            <numerusform>Monte&#xa0;: %n carte</numerusform>
            <numerusform>Monte&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Removed: %n card(s)</source>
        <translation>
            <numerusform>Retirée&#xa0;: %n carte</numerusform>
            <numerusform>Retirées&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer&apos;s discard</source>
        <translation>L’écart du donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw %2</source>
        <translation>Vous piochez %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 draws %2</source>
        <translation>%1 pioche %2</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tablelooks.py" line="+56"/>
        <source>The pack&apos;s own</source>
        <translation>Celui du jeu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Marron</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lar&amp;ge cards</source>
        <translation>G&amp;randes cartes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preview of the table</source>
        <translation>Aperçu de la table</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>On a 1280 × 800 screen or larger, with two to five players; otherwise the normal size.</source>
        <translation>Dès un écran de 1280 × 800 et de deux à cinq joueurs, sinon la taille normale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table has no room for them now: normal size.</source>
        <translation>Cette table n&apos;a pas la place maintenant&#xa0;: taille normale.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Back: %1. Cloth: %2.</source>
        <translation>Dos&#xa0;: %1. Tapis&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/settingspages.py" line="+44"/>
        <source>%1 (French suits)</source>
        <translation>%1 (enseignes françaises)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (Italian suits)</source>
        <translation>%1 (enseignes italiennes)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A click</source>
        <translation>Un clic</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A double-click</source>
        <translation>Un double-clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a moment</source>
        <translation>Un instant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Until I click</source>
        <translation>Jusqu&apos;à mon clic</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show corner &amp;indices</source>
        <translation>Afficher les &amp;index dans les coins</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casual play: allow &amp;undo and hints</source>
        <translation>Partie détendue&#xa0;: autoriser l&apos;&amp;annulation et les conseils</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view every hand automatically</source>
        <translation>Analyser chaque donne automatiq&amp;uement</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cl&amp;oth:</source>
        <translation>&amp;Tapis&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Vitesse d&apos;animation&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play a card with:</source>
        <translation>&amp;Jouer une carte avec&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep a finished &amp;trick:</source>
        <translation>Laisser la &amp;levée visible&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>Lan&amp;gue&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="+53"/>
        <source>A private table: tell the others its invitation code, or send them the link (it also carries the club&apos;s address and fingerprint).</source>
        <translation>Une table privée : donnez aux autres son code d&apos;invitation, ou envoyez-leur le lien (il contient aussi l&apos;adresse et l&apos;empreinte du club).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invitation link</source>
        <translation>Lien d&apos;invitation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;opy the link</source>
        <translation>C&amp;opier le lien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table:</source>
        <translation>À la table :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seats nobody took are played by the computer.</source>
        <translation>Les places que personne n&apos;a prises sont jouées par l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../ciapano_qt/ui/table/view.py" line="+180"/>
        <source>Enter discards this card.</source>
        <translation>Entrée écarte cette carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playable: Enter plays it.</source>
        <translation>Jouable&#xa0;: Entrée la joue.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not playable: %1</source>
        <translation>Injouable&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+3"/>
        <source>Last card.</source>
        <translation>Dernière carte.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>First card.</source>
        <translation>Première carte.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Card %1 of %2.</source>
        <translation>Carte %1 sur %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose a card of your hand; Enter plays it.</source>
        <translation>Les flèches gauche et droite choisissent une carte&#xa0;; Entrée la joue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 reads the trick, 2 the scores, 3 whose turn it is.</source>
        <translation>1 lit la levée, 2 les scores, 3 à qui c’est le tour.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 plays %2.</source>
        <translation>%1 joue&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play %2.</source>
        <translation>Vous jouez&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the trick: %3.</source>
        <translation>Vous remportez la levée&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick: %3.</source>
        <translation>%1 remporte la levée&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %3: you deal.</source>
        <translation>Donne %3&#xa0;: vous donnez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %3: %1 deals.</source>
        <translation>Donne %3&#xa0;: %1 donne.</translation>
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
        <translation>aucun point</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n third(s)</source>
        <translation>
            <numerusform>%n tiers</numerusform>
            <numerusform>%n tiers</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No match in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you: %2</source>
        <translation>vous&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Trick: %1.</source>
        <translation>Levée&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards on the table.</source>
        <translation>Aucune carte sur la table.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores: %1.</source>
        <translation>Scores&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hand is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Nobody&apos;s turn yet.</source>
        <translation>Ce n’est encore le tour de personne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn.</source>
        <translation>C’est à %1 de jouer.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1 draws %2.</source>
        <translation>%1 pioche&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You draw %2.</source>
        <translation>Vous piochez&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/tracker.py" line="+78"/>
        <source>Card tracker</source>
        <translation>Compteur de cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards by suit</source>
        <translation>Cartes par couleur</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The cards are hidden until the screen is taken.</source>
        <translation>Les cartes restent cachées tant que personne n&apos;a pris l&apos;écran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand in play.</source>
        <translation>Aucune donne en cours.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An aid: a match played with the tracker open counts as assisted.</source>
        <translation>Une aide : une partie jouée avec le compteur de cartes ouvert compte comme partie avec aide.</translation>
    </message>
    <message>
        <location filename="../ciapano_qt/ui/models/tracker.py" line="+81"/>
        <source>Suit</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yours</source>
        <translation>Les vôtres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of play</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not seen yet</source>
        <translation>Pas encore vues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points not seen</source>
        <translation>Points pas vus</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no %2.</source>
        <translation>%1 n&apos;a plus de %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds %2.</source>
        <translation>%1 a en main : %2.</translation>
    </message>
</context>
<context>
    <name>TrustPage</name>
    <message>
        <location filename="../ciapano_qt/ui/dialogs/online_pages.py" line="-133"/>
        <source>This is the first time you connect to the club at %1. Its certificate was made by the club itself, so no authority vouches for it. Compare its fingerprint with the one whoever runs the club gave you:</source>
        <translation>C&apos;est la première fois que vous vous connectez au club à %1. Son certificat a été créé par le club lui-même : aucune autorité ne le garantit. Comparez son empreinte avec celle que vous a donnée la personne qui gère le club :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If they are the same, you are talking to that club and nobody can listen in. Once trusted, the fingerprint is remembered, and the app refuses the club if it ever changes.</source>
        <translation>S&apos;ils sont identiques, vous parlez bien à ce club et personne ne peut écouter. Une fois la confiance accordée, l&apos;empreinte est mémorisée, et l&apos;application refuse le club si elle change un jour.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Trust this club</source>
        <translation>Faire &amp;confiance à ce club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
</TS>
