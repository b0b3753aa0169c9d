<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Skirmish Studio</source>
        <translation>À propos de Skirmish Studio</translation>
    </message>
    <message>
        <source>Scenario editor, card printer and solo play assistant for miniature skirmish games.</source>
        <translation>Éditeur de scénarios, impression de cartes et assistant de jeu solo pour les jeux d’escarmouche avec figurines.</translation>
    </message>
    <message>
        <source>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</source>
        <translation>Polices : Noto Sans, Noto Sans Symbols et Symbols 2 (SIL Open Font License 1.1).</translation>
    </message>
    <message>
        <source>Built with Qt %1 and PySide6.</source>
        <translation>Réalisé avec Qt %1 et PySide6.</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Not possible now:</source>
        <translation>Impossible maintenant :</translation>
    </message>
    <message>
        <source>Modifiers:</source>
        <translation>Modificateurs :</translation>
    </message>
    <message>
        <source>Actions possible now</source>
        <translation>Actions possibles maintenant</translation>
    </message>
    <message>
        <source>Not possible now, and why</source>
        <translation>Impossible maintenant, et pourquoi</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Click the table where the action goes.</source>
        <translation>Cliquez sur la table là où va l’action.</translation>
    </message>
    <message>
        <source>No dice to roll: Apply does it.</source>
        <translation>Pas de dés à lancer : « Appliquer » l’exécute.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation>Actions restantes</translation>
    </message>
    <message>
        <source>Roll the dice…</source>
        <translation>Lancer les dés…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Drag a figure of the side to play to move it; drag its facing wedge to turn it. Click a figure to see its actions.</source>
        <translation>Faites glisser une figurine du camp qui joue pour la déplacer ; faites glisser son triangle d’orientation pour la tourner. Cliquez une figurine pour voir ses actions.</translation>
    </message>
    <message>
        <source>End this phase (%1, %2)</source>
        <translation>Terminer cette phase (%1, %2)</translation>
    </message>
    <message>
        <source>Select a figure on the table to see its actions.</source>
        <translation>Sélectionnez une figurine sur la table pour voir ses actions.</translation>
    </message>
    <message>
        <source>PV / PC lost: %1</source>
        <translation>PV / PC perdus : %1</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>States: %1</source>
        <translation>États : %1</translation>
    </message>
    <message>
        <source>Done this turn: %1</source>
        <translation>Fait ce tour : %1</translation>
    </message>
</context>
<context>
    <name>BackgroundStrip</name>
    <message>
        <source>Load image…</source>
        <translation>Charger une image…</translation>
    </message>
    <message>
        <source>Put a PNG or JPEG scan of the board behind it</source>
        <translation>Placer en arrière-plan un scan PNG ou JPEG du plateau</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>Scale the image so that the two clicked points are this far apart</source>
        <translation>Mettre l’image à l’échelle pour que les deux points cliqués soient à cette distance</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Taille du plateau</translation>
    </message>
    <message>
        <source>The board&apos;s real size: it takes it when you leave the field</source>
        <translation>La taille réelle du plateau : il la prend quand vous quittez le champ</translation>
    </message>
    <message>
        <source>Fit image</source>
        <translation>Ajuster l’image</translation>
    </message>
    <message>
        <source>The image shows the whole board: scale it to this width and make this the board&apos;s size</source>
        <translation>L’image montre tout le plateau : la mettre à l’échelle de cette largeur et en faire la taille du plateau</translation>
    </message>
    <message>
        <source>Points %1 mm apart; real distance:</source>
        <translation>Points distants de %1 mm ; distance réelle :</translation>
    </message>
    <message>
        <source>Click point %1 of 2 on the image; real distance:</source>
        <translation>Cliquez sur le point %1 sur 2 de l’image ; distance réelle :</translation>
    </message>
    <message>
        <source>Background image</source>
        <translation>Image d’arrière-plan</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>BackgroundTool</name>
    <message>
        <source>Background</source>
        <translation>Arrière-plan</translation>
    </message>
    <message>
        <source>Load a scan of the board; click two points of the image a known distance apart and type that distance, or type the board&apos;s size.</source>
        <translation>Chargez un scan du plateau ; cliquez sur deux points de l’image séparés par une distance connue et saisissez cette distance, ou saisissez la taille du plateau.</translation>
    </message>
    <message>
        <source>Load a background image first.</source>
        <translation>Chargez d’abord une image d’arrière-plan.</translation>
    </message>
    <message>
        <source>Choose a PNG or JPEG image.</source>
        <translation>Choisissez une image PNG ou JPEG.</translation>
    </message>
    <message>
        <source>The image is larger than %1 MiB.</source>
        <translation>L’image dépasse %1 Mio.</translation>
    </message>
    <message>
        <source>Cannot read the image: %1</source>
        <translation>Impossible de lire l’image : %1</translation>
    </message>
    <message>
        <source>Background loaded: %1 × %2 pixels.</source>
        <translation>Arrière-plan chargé : %1 × %2 pixels.</translation>
    </message>
    <message>
        <source>This file is not a readable PNG or JPEG image.</source>
        <translation>Ce fichier n’est pas une image PNG ou JPEG lisible.</translation>
    </message>
    <message>
        <source>The image has too many pixels (%1 × %2, at most %3).</source>
        <translation>L’image a trop de pixels (%1 × %2, au plus %3).</translation>
    </message>
    <message>
        <source>Click two points on the image first.</source>
        <translation>Cliquez d’abord sur deux points de l’image.</translation>
    </message>
    <message>
        <source>The board is now %1 × %2 mm.</source>
        <translation>Le plateau mesure maintenant %1 × %2 mm.</translation>
    </message>
    <message>
        <source>Fit image scales the image to this size.</source>
        <translation>Ajuster l’image met l’image à cette taille.</translation>
    </message>
    <message>
        <source>The image&apos;s proportions differ from the board&apos;s: it was scaled to the board&apos;s width.</source>
        <translation>Les proportions de l’image diffèrent de celles du plateau : elle a été mise à l’échelle de la largeur du plateau.</translation>
    </message>
    <message>
        <source>The image shows the whole board, %1 × %2 mm.</source>
        <translation>L’image montre tout le plateau, %1 × %2 mm.</translation>
    </message>
</context>
<context>
    <name>Binder</name>
    <message>
        <source>This text is longer than %1 characters: it is kept here but not saved. Shorten it.</source>
        <translation>Ce texte dépasse %1 caractères : il est conservé ici mais pas enregistré. Raccourcissez-le.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Move zone</source>
        <translation>Déplacer la zone</translation>
    </message>
    <message>
        <source>Move token</source>
        <translation>Déplacer le pion</translation>
    </message>
    <message>
        <source>Delete zone</source>
        <translation>Supprimer la zone</translation>
    </message>
    <message>
        <source>Draw zone</source>
        <translation>Dessiner une zone</translation>
    </message>
    <message>
        <source>Draw wall</source>
        <translation>Dessiner un mur</translation>
    </message>
    <message>
        <source>Delete wall</source>
        <translation>Supprimer le mur</translation>
    </message>
    <message>
        <source>Move corner</source>
        <translation>Déplacer le sommet</translation>
    </message>
    <message>
        <source>Add corner</source>
        <translation>Ajouter un sommet</translation>
    </message>
    <message>
        <source>Delete corner</source>
        <translation>Supprimer le sommet</translation>
    </message>
    <message>
        <source>Move LOS marker</source>
        <translation>Déplacer le repère de ligne de vue</translation>
    </message>
    <message>
        <source>Toggle reinforcement zone</source>
        <translation>Basculer la zone de renfort</translation>
    </message>
    <message>
        <source>Change line of sight</source>
        <translation>Modifier la ligne de vue</translation>
    </message>
    <message>
        <source>Edit border</source>
        <translation>Modifier la bordure</translation>
    </message>
    <message>
        <source>Swap border direction</source>
        <translation>Inverser le sens de la bordure</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Peindre le terrain</translation>
    </message>
    <message>
        <source>Paint elevation</source>
        <translation>Peindre la hauteur</translation>
    </message>
    <message>
        <source>Split zone</source>
        <translation>Découper la zone</translation>
    </message>
    <message>
        <source>Merge zones</source>
        <translation>Fusionner les zones</translation>
    </message>
    <message>
        <source>Place objective</source>
        <translation>Placer un objectif</translation>
    </message>
    <message>
        <source>Place figure</source>
        <translation>Placer une figurine</translation>
    </message>
    <message>
        <source>Load background image</source>
        <translation>Charger l’image d’arrière-plan</translation>
    </message>
    <message>
        <source>Remove background image</source>
        <translation>Retirer l’image d’arrière-plan</translation>
    </message>
    <message>
        <source>Change background opacity</source>
        <translation>Modifier l’opacité de l’arrière-plan</translation>
    </message>
    <message>
        <source>Calibrate background</source>
        <translation>Étalonner l’arrière-plan</translation>
    </message>
    <message>
        <source>Drawing the board… %1 %</source>
        <translation>Dessin du plateau… %1 %</translation>
    </message>
    <message>
        <source>Board tools</source>
        <translation>Outils du plateau</translation>
    </message>
    <message>
        <source>Marking tools</source>
        <translation>Outils de marquage</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom in (+ or the wheel)</source>
        <translation>Zoom avant (+ ou la molette)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom out (- or the wheel)</source>
        <translation>Zoom arrière (- ou la molette)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Show the whole board (F)</source>
        <translation>Afficher tout le plateau (F)</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Show a millimetre grid (G)</source>
        <translation>Afficher une grille millimétrée (G)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
</context>
<context>
    <name>BorderEditor</name>
    <message>
        <source>Open</source>
        <translation>Ouverte</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Escalade</translation>
    </message>
    <message>
        <source>Jump gap</source>
        <translation>Saut</translation>
    </message>
    <message>
        <source>Fall only (first zone to second)</source>
        <translation>Chute seulement (de la première zone vers la seconde)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Extra cost, first → second</source>
        <translation>Surcoût, première → seconde</translation>
    </message>
    <message>
        <source>Extra cost, second → first</source>
        <translation>Surcoût, seconde → première</translation>
    </message>
    <message>
        <source>Jump difficulty (0 = none)</source>
        <translation>Difficulté du saut (0 = aucune)</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Bloque la ligne de vue</translation>
    </message>
    <message>
        <source>Swap first and second zone</source>
        <translation>Échanger la première et la deuxième zone</translation>
    </message>
</context>
<context>
    <name>BorderForm</name>
    <message>
        <source>Border: %1</source>
        <translation>Bordure : %1</translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <source>Slots</source>
        <translation>Emplacements</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Icônes</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>Burst</translation>
    </message>
    <message>
        <source>Bottom number</source>
        <translation>Nombre du bas</translation>
    </message>
    <message>
        <source>Key phrase</source>
        <translation>Phrase clé</translation>
    </message>
    <message>
        <source>1, or 1, 3</source>
        <translation>1, ou 1, 3</translation>
    </message>
    <message>
        <source>River slots to activate, top number first; none on a leader-only card.</source>
        <translation>Emplacements de la rivière à activer, nombre du haut en premier ; aucun sur une carte avec le seul symbole de leader.</translation>
    </message>
    <message>
        <source>Leader symbol</source>
        <translation>Symbole de leader</translation>
    </message>
    <message>
        <source>The card activates every leader tile, lowest slot first.</source>
        <translation>La carte active toutes les tuiles leader, en commençant par l’emplacement le plus bas.</translation>
    </message>
    <message>
        <source>Clean the river</source>
        <translation>Dépolluer la rivière</translation>
    </message>
    <message>
        <source>DEPOLLUER is printed: the villains clean a neutralized tile out of the river.</source>
        <translation>DEPOLLUER est imprimé : les vilains retirent de la rivière une tuile neutralisée.</translation>
    </message>
    <message>
        <source>New key phrase for this card</source>
        <translation>Nouvelle phrase clé pour cette carte</translation>
    </message>
    <message>
        <source>Remove this key phrase from the deck (the cards that print it lose it)</source>
        <translation>Retirer cette phrase clé du deck (les cartes qui l’impriment la perdent)</translation>
    </message>
    <message>
        <source>Text (French)</source>
        <translation>Texte (français)</translation>
    </message>
    <message>
        <source>Text (English)</source>
        <translation>Texte (anglais)</translation>
    </message>
    <message>
        <source>Compares</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Prefers</source>
        <translation>Préfère</translation>
    </message>
    <message>
        <source>Icons are tried from left to right.</source>
        <translation>Les icônes sont essayées de gauche à droite.</translation>
    </message>
    <message>
        <source>Melee, then ranged</source>
        <translation>Corps à corps, puis à distance</translation>
    </message>
    <message>
        <source>Ranged, then melee</source>
        <translation>À distance, puis corps à corps</translation>
    </message>
    <message>
        <source>Melee only</source>
        <translation>Corps à corps uniquement</translation>
    </message>
    <message>
        <source>Ranged only</source>
        <translation>À distance uniquement</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Menace</source>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Lowest</source>
        <translation>Le plus faible</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Le plus élevé</translation>
    </message>
    <message>
        <source>No card selected</source>
        <translation>Aucune carte sélectionnée</translation>
    </message>
    <message>
        <source>Card “%1”</source>
        <translation>Carte «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>%1 (unknown)</source>
        <translation>%1 (inconnue)</translation>
    </message>
    <message numerus="yes">
        <source>Key phrase “%1” (on %n card(s))</source>
        <translation>
            <numerusform>Phrase clé «&#xa0;%1&#xa0;» (sur %n carte)</numerusform>
            <numerusform>Phrase clé «&#xa0;%1&#xa0;» (sur %n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Slots are one or two whole numbers from 1 to 20, top number first (for example 1, 3); “%1” was refused.</source>
        <translation>Les emplacements sont un ou deux nombres entiers de 1 à 20, celui du haut en premier (par exemple 1, 3) ; «&#xa0;%1&#xa0;» a été refusé.</translation>
    </message>
    <message>
        <source>A card without slot numbers must show the leader symbol: tick it first.</source>
        <translation>Une carte sans numéro d’emplacement doit porter le symbole de leader : cochez-le d’abord.</translation>
    </message>
    <message>
        <source>This card names no slot: give it a slot number before removing the leader symbol.</source>
        <translation>Cette carte ne désigne aucun emplacement : donnez-lui un numéro d’emplacement avant de retirer le symbole de leader.</translation>
    </message>
</context>
<context>
    <name>CardPrintDialog</name>
    <message>
        <source>Print cards</source>
        <translation>Imprimer les cartes</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivante ▶</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Export PNG faces…</source>
        <translation>Exporter les faces en PNG…</translation>
    </message>
    <message>
        <source>One image per card face at its exact size, for print-on-demand services</source>
        <translation>Une image par face de carte, à sa taille exacte, pour les services d’impression à la demande</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards a page: %1 would fit, but the cut marks must stay 6.35 mm inside the edge of the paper, where home printers can print.</source>
        <translation>
            <numerusform>%n carte par page : %1 tiendraient, mais les traits de coupe doivent rester à 6,35 mm à l’intérieur du bord du papier, là où les imprimantes domestiques impriment.</numerusform>
            <numerusform>%n cartes par page : %1 tiendraient, mais les traits de coupe doivent rester à 6,35 mm à l’intérieur du bord du papier, là où les imprimantes domestiques impriment.</numerusform>
        </translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Export cards as PDF</source>
        <translation>Exporter les cartes en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export PNG faces to a folder</source>
        <translation>Exporter les faces en PNG dans un dossier</translation>
    </message>
    <message>
        <source>Export PNG faces</source>
        <translation>Exporter les faces en PNG</translation>
    </message>
    <message>
        <source>The folder %1 is not empty. Replace the faces of an earlier export there? Other files are left alone.</source>
        <translation>Le dossier %1 n’est pas vide. Y remplacer les faces d’un export précédent ? Les autres fichiers ne sont pas touchés.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Terminé.</translation>
    </message>
    <message>
        <source>Done: %1 PNG faces and %2.</source>
        <translation>Terminé : %1 faces PNG et %2.</translation>
    </message>
</context>
<context>
    <name>CardPrintOptions</name>
    <message>
        <source>Custom</source>
        <translation>Personnalisée</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation>Fond perdu</translation>
    </message>
    <message>
        <source>Art beyond each cut line, so that a card cut a little off still has no white edge</source>
        <translation>L’image déborde de chaque trait de coupe : une carte coupée un peu de travers n’a pas de bord blanc</translation>
    </message>
    <message>
        <source>Backs for duplex printing</source>
        <translation>Dos pour l’impression recto verso</translation>
    </message>
    <message>
        <source>Flip on the long edge</source>
        <translation>Retourner sur le bord long</translation>
    </message>
    <message>
        <source>Flip on the short edge</source>
        <translation>Retourner sur le bord court</translation>
    </message>
    <message>
        <source>The edge your printer turns the sheet over on when it prints both sides</source>
        <translation>Le bord sur lequel votre imprimante retourne la feuille quand elle imprime recto verso</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> ppp</translation>
    </message>
    <message>
        <source>Resolution of the PNG faces for print-on-demand services</source>
        <translation>Résolution des faces PNG pour les services d’impression à la demande</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Taille personnalisée</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Duplex</source>
        <translation>Recto verso</translation>
    </message>
    <message>
        <source>PNG faces</source>
        <translation>Faces PNG</translation>
    </message>
    <message>
        <source>Unit cards</source>
        <translation>Cartes d’unités</translation>
    </message>
    <message>
        <source>Solo deck</source>
        <translation>Deck solo</translation>
    </message>
    <message>
        <source>River tiles</source>
        <translation>Tuiles de la rivière</translation>
    </message>
    <message>
        <source>Reference sheet</source>
        <translation>Feuille de référence</translation>
    </message>
    <message>
        <source>Measuring ruler</source>
        <translation>Réglette de mesure</translation>
    </message>
    <message>
        <source>Poker (63 × 88 mm)</source>
        <translation>Poker (63 × 88 mm)</translation>
    </message>
    <message>
        <source>Tarot (70 × 120 mm)</source>
        <translation>Tarot (70 × 120 mm)</translation>
    </message>
    <message>
        <source>A6 (105 × 148 mm)</source>
        <translation>A6 (105 × 148 mm)</translation>
    </message>
</context>
<context>
    <name>CheckerPanel</name>
    <message>
        <source>The check could not finish: %1</source>
        <translation>La vérification n’a pas pu aboutir : %1</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Checking… (line of sight %1 %)</source>
        <translation>Vérification… (lignes de vue %1 %)</translation>
    </message>
    <message>
        <source>No problem found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConditionForm</name>
    <message>
        <source>Objective reached</source>
        <translation>Objectif atteint</translation>
    </message>
    <message>
        <source>Objective completed</source>
        <translation>Objectif accompli</translation>
    </message>
    <message>
        <source>All heroes out</source>
        <translation>Tous les héros hors jeu</translation>
    </message>
    <message>
        <source>All villains neutralized</source>
        <translation>Tous les vilains neutralisés</translation>
    </message>
    <message>
        <source>Figure neutralized</source>
        <translation>Figurine neutralisée</translation>
    </message>
    <message>
        <source>Turn limit reached</source>
        <translation>Limite de tours atteinte</translation>
    </message>
    <message>
        <source>Turn reached</source>
        <translation>Tour atteint</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Fois</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figurine</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong (%1). Your unsaved edits were copied to the recovery folder. The details are in %2; please attach that file to a bug report.</source>
        <translation>Un problème est survenu (%1). Vos modifications non enregistrées ont été copiées dans le dossier de récupération. Les détails sont dans %2 ; joignez ce fichier à un rapport de bogue.</translation>
    </message>
    <message>
        <source>Something went wrong (%1). There were no unsaved edits to lose. The details are in %2; please attach that file to a bug report.</source>
        <translation>Un problème est survenu (%1). Il n’y avait aucune modification non enregistrée à perdre. Les détails sont dans %2 ; joignez ce fichier à un rapport de bogue.</translation>
    </message>
    <message>
        <source>Something went wrong (%1). Your unsaved edits could NOT be copied to the recovery folder: save them now if you can. The details are in %2; please attach that file to a bug report.</source>
        <translation>Un problème est survenu (%1). Vos modifications non enregistrées n’ont PAS pu être copiées dans le dossier de récupération : enregistrez-les maintenant si vous le pouvez. Les détails sont dans %2 ; joignez ce fichier à un rapport de bogue.</translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <source>This scenario has no solo deck yet.</source>
        <translation>Ce scénario n’a pas encore de deck solo.</translation>
    </message>
    <message>
        <source>Use the default deck</source>
        <translation>Utiliser le deck par défaut</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Ajouter une carte</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>DeckStatsView</name>
    <message>
        <source>On the cards</source>
        <translation>Sur les cartes</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>River slots (share of cards)</source>
        <translation>Emplacements de la rivière (part des cartes)</translation>
    </message>
    <message>
        <source>Slot %1</source>
        <translation>Emplacement %1</translation>
    </message>
    <message>
        <source>the river has no such slot</source>
        <translation>la rivière n’a pas cet emplacement</translation>
    </message>
    <message>
        <source>Leader symbol</source>
        <translation>Symbole de leader</translation>
    </message>
    <message>
        <source>First icon</source>
        <translation>Première icône</translation>
    </message>
    <message>
        <source>Second icon</source>
        <translation>Deuxième icône</translation>
    </message>
    <message>
        <source>Third icon</source>
        <translation>Troisième icône</translation>
    </message>
    <message>
        <source>All icons (share of printed icons)</source>
        <translation>Toutes les icônes (part des icônes imprimées)</translation>
    </message>
    <message>
        <source>Key phrases</source>
        <translation>Phrases clés</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Bottom numbers</source>
        <translation>Nombres du bas</translation>
    </message>
    <message>
        <source>Cards with DEPOLLUER</source>
        <translation>Cartes avec DEPOLLUER</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>DefenceChooser</name>
    <message>
        <source>Choose the energy the hero commits to a guard: each cube adds a die; armour %1 and the automatic defence count anyway. Exact chance of the damage taken:</source>
        <translation>Choisissez l’énergie que le héros engage en garde : chaque cube ajoute un dé ; l’armure %1 et la défense automatique comptent de toute façon. Probabilité exacte des dégâts subis :</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Garde</translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n dégât</numerusform>
            <numerusform>%n dégâts</numerusform>
        </translation>
    </message>
    <message>
        <source>at least 1</source>
        <translation>au moins 1</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>no guard</source>
        <translation>pas de garde</translation>
    </message>
    <message numerus="yes">
        <source>%n energy cube(s)</source>
        <translation>
            <numerusform>%n cube d’énergie</numerusform>
            <numerusform>%n cubes d’énergie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DefencePage</name>
    <message numerus="yes">
        <source>%1 defends against the attack of %2: %n success(es).</source>
        <translation>
            <numerusform>%1 se défend contre l’attaque de %2 : %n succès.</numerusform>
            <numerusform>%1 se défend contre l’attaque de %2 : %n succès.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>This scenario has no dice set yet.</source>
        <translation>Ce scénario n’a pas encore de jeu de dés.</translation>
    </message>
    <message>
        <source>Use the example dice</source>
        <translation>Utiliser les dés d’exemple</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Jeu de dés</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>Add die</source>
        <translation>Ajouter un dé</translation>
    </message>
    <message>
        <source>Remove die</source>
        <translation>Retirer le dé</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Reroll this die earlier (Ctrl+Up)</source>
        <translation>Relancer ce dé plus tôt (Ctrl+Haut)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Reroll this die later (Ctrl+Down)</source>
        <translation>Relancer ce dé plus tard (Ctrl+Bas)</translation>
    </message>
    <message>
        <source>⚠ Unverified faces: %1. These are an invented example, not your dice. Enter the faces of your own dice (that marks them checked), or tick “Checked” once you have compared them.</source>
        <translation>⚠ Faces non vérifiées : %1. Ce sont des exemples inventés, pas vos dés. Saisissez les faces de vos propres dés (cela les marque comme vérifiés), ou cochez «&#xa0;Vérifié&#xa0;» une fois que vous les avez comparées.</translation>
    </message>
    <message>
        <source>A face shows a whole number of successes from 0 to 100; “%1” was refused.</source>
        <translation>Une face indique un nombre entier de succès de 0 à 100 ; «&#xa0;%1&#xa0;» a été refusé.</translation>
    </message>
    <message>
        <source>The die “%1” is still rolled by: %2. Take it out of their dice pools before removing it.</source>
        <translation>Le dé «&#xa0;%1&#xa0;» est encore lancé par : %2. Retirez-le de leurs réserves de dés avant de le supprimer.</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Résultat : %1</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés : %1</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Corps à corps</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>À distance</translation>
    </message>
    <message>
        <source>Choose the attacking hero and the villain attacked.</source>
        <translation>Choisissez le héros attaquant et le vilain attaqué.</translation>
    </message>
    <message>
        <source>No roll to make now. Villain attacks and objective checks appear here during the villains&apos; turn, hero attacks during the heroes&apos; turn.</source>
        <translation>Aucun jet à faire pour l’instant. Les attaques des vilains et les tests d’objectif apparaissent ici pendant le tour des vilains, les attaques des héros pendant le tour des héros.</translation>
    </message>
    <message>
        <source>Attacking hero</source>
        <translation>Héros attaquant</translation>
    </message>
    <message>
        <source>Villain attacked</source>
        <translation>Vilain attaqué</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Successes rolled</source>
        <translation>Succès obtenus</translation>
    </message>
    <message>
        <source>A hero attacks a villain: the AI defends by the solo rules (SOLO-DR-2).</source>
        <translation>Un héros attaque un vilain : l’IA se défend selon les règles solo (SOLO-DR-2).</translation>
    </message>
    <message>
        <source>%1 attempts an objective check (difficulty %2): roll its dice, or let the app roll.</source>
        <translation>%1 tente un test d’objectif (difficulté %2) : lancez ses dés, ou laissez l’application les lancer.</translation>
    </message>
    <message>
        <source>%1 attacks %2: roll its dice, or let the app roll.</source>
        <translation>%1 attaque %2 : lancez ses dés, ou laissez l’application les lancer.</translation>
    </message>
</context>
<context>
    <name>DicePoolEditor</name>
    <message>
        <source>%1 (not in the scenario&apos;s dice)</source>
        <translation>%1 (absent des dés du scénario)</translation>
    </message>
</context>
<context>
    <name>DiceTableModel</name>
    <message>
        <source>Average successes per die</source>
        <translation>Succès moyens par dé</translation>
    </message>
    <message numerus="yes">
        <source>Face %1: %n success(es)</source>
        <translation>
            <numerusform>Face %1 : %n succès</numerusform>
            <numerusform>Face %1 : %n succès</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick once these faces match your physical die; editing a face ticks it.</source>
        <translation>Cochez une fois que ces faces correspondent à votre dé physique ; modifier une face le coche.</translation>
    </message>
    <message>
        <source>Reroll order: the solo AI rerolls dice in this order</source>
        <translation>Ordre de relance : l’IA solo relance les dés dans cet ordre</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Avg.</source>
        <translation>Moy.</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Vérifié</translation>
    </message>
</context>
<context>
    <name>DieForm</name>
    <message>
        <source>Selected die</source>
        <translation>Dé sélectionné</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Successes on each face, separated by commas. Entering faces marks the die as checked.</source>
        <translation>Succès de chaque face, séparés par des virgules. Saisir les faces marque le dé comme vérifié.</translation>
    </message>
    <message>
        <source>Faces must be 2 to 100 whole numbers from 0 to 100, separated by commas (for example 0, 0, 1, 1, 2, 2); “%1” was refused.</source>
        <translation>Les faces doivent être de 2 à 100 nombres entiers de 0 à 100, séparés par des virgules (par exemple 0, 0, 1, 1, 2, 2) ; «&#xa0;%1&#xa0;» a été refusé.</translation>
    </message>
    <message>
        <source>“%1” is not a colour: write it as #rrggbb (for example #c8281e) or choose it with the button.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une couleur : écrivez-la sous la forme #rrggbb (par exemple #c8281e) ou choisissez-la avec le bouton.</translation>
    </message>
</context>
<context>
    <name>DrawPieceTool</name>
    <message>
        <source>Draw terrain</source>
        <translation>Dessiner un décor</translation>
    </message>
    <message>
        <source>Click the corners of a terrain piece (they snap to corners and edges); click the first corner, press Enter or double-click to close it; Backspace removes a corner, Esc cancels.</source>
        <translation>Cliquez sur les sommets d’un élément de décor (ils s’aimantent aux sommets et aux bords) ; cliquez sur le premier sommet, appuyez sur Entrée ou double-cliquez pour le fermer ; Retour arrière retire un sommet, Échap annule.</translation>
    </message>
    <message>
        <source>Snapped to the table&apos;s edge</source>
        <translation>Aimanté au bord de la table</translation>
    </message>
</context>
<context>
    <name>DrawZoneTool</name>
    <message>
        <source>Draw zone</source>
        <translation>Dessiner une zone</translation>
    </message>
    <message>
        <source>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</source>
        <translation>Cliquez les sommets d’une zone (ils s’aimantent aux sommets et bords voisins) ; Entrée ou double-clic la ferme, Retour arrière retire un point, Échap annule.</translation>
    </message>
</context>
<context>
    <name>EditPieceVerticesTool</name>
    <message>
        <source>Edit corners</source>
        <translation>Modifier les sommets</translation>
    </message>
    <message>
        <source>Click a terrain piece to show its corners; drag a corner to move it; double-click an edge to add a corner; Shift+click a corner to delete it.</source>
        <translation>Cliquez sur un élément de décor pour afficher ses sommets ; faites glisser un sommet pour le déplacer ; double-cliquez sur un bord pour ajouter un sommet ; Maj+clic sur un sommet pour le supprimer.</translation>
    </message>
</context>
<context>
    <name>EditVerticesTool</name>
    <message>
        <source>Edit vertices</source>
        <translation>Modifier les sommets</translation>
    </message>
    <message>
        <source>Drag a corner to move it in every zone that shares it; double-click an edge to add a corner; Shift+click a corner to delete it.</source>
        <translation>Faites glisser un sommet pour le déplacer dans toutes les zones qui le partagent ; double-cliquez un bord pour ajouter un sommet ; Maj+clic sur un sommet le supprime.</translation>
    </message>
</context>
<context>
    <name>Editing</name>
    <message>
        <source>The scenario could not be read</source>
        <translation>Le scénario n’a pas pu être lu</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copie</translation>
    </message>
    <message>
        <source>The library already has a scenario of that name; this one is opened as “%1”.</source>
        <translation>La bibliothèque contient déjà un scénario de ce nom ; celui-ci est ouvert sous le nom «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Open scenario file</source>
        <translation>Ouvrir un fichier de scénario</translation>
    </message>
    <message>
        <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
        <translation>Scénarios Skirmish (*.skirmish);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Échec de l’enregistrement</translation>
    </message>
    <message>
        <source>Save cancelled: nothing was written.</source>
        <translation>Enregistrement annulé : rien n’a été écrit.</translation>
    </message>
    <message>
        <source>Computing the lines of sight to save “%1”…</source>
        <translation>Calcul des lignes de vue pour enregistrer « %1 »…</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté vers %1.</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export annulé : rien n’a été écrit.</translation>
    </message>
    <message>
        <source>Computing the lines of sight to export “%1”…</source>
        <translation>Calcul des lignes de vue pour exporter « %1 »…</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de l’enregistrement automatique : %1</translation>
    </message>
    <message>
        <source>Unsaved edits copied to the recovery folder.</source>
        <translation>Modifications non enregistrées copiées dans le dossier de récupération.</translation>
    </message>
    <message>
        <source>Recover unsaved edits</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</source>
        <translation>Skirmish Studio a été fermé avec des modifications non enregistrées de : %1. Les ouvrir dans l’éditeur ? (Elles restent dans le dossier de récupération jusqu’à ce que vous les enregistriez ou les abandonniez.)</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Échec de la récupération</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>«&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer d’abord ?</translation>
    </message>
</context>
<context>
    <name>EditorSession</name>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Solo deck</source>
        <translation>Deck solo</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Options de règles</translation>
    </message>
    <message>
        <source>House actions</source>
        <translation>Actions maison</translation>
    </message>
    <message>
        <source>Checker</source>
        <translation>Vérificateur</translation>
    </message>
</context>
<context>
    <name>EffectForm</name>
    <message>
        <source>Read the text (the player applies it)</source>
        <translation>Lire le texte (le joueur l’applique)</translation>
    </message>
    <message>
        <source>Gain reinforcement points</source>
        <translation>Gagner des points de renfort</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <source>Gain energy cubes</source>
        <translation>Gagner des cubes d’énergie</translation>
    </message>
    <message>
        <source>Activate a tile</source>
        <translation>Activer une tuile</translation>
    </message>
    <message>
        <source>Activate an objective</source>
        <translation>Activer un objectif</translation>
    </message>
    <message>
        <source>Deactivate an objective</source>
        <translation>Désactiver un objectif</translation>
    </message>
    <message>
        <source>Place a token for the AI (golden rule)</source>
        <translation>Placer un jeton pour l’IA (règle d’or)</translation>
    </message>
    <message>
        <source>The villains (placed near them)</source>
        <translation>Les vilains (placé près d’eux)</translation>
    </message>
    <message>
        <source>The heroes (placed far from them)</source>
        <translation>Les héros (placé loin d’eux)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Token (French)</source>
        <translation>Jeton (français)</translation>
    </message>
    <message>
        <source>Token (English)</source>
        <translation>Jeton (anglais)</translation>
    </message>
    <message>
        <source>Allowed zones (ids, commas; empty: any)</source>
        <translation>Zones permises (identifiants, virgules ; vide : toutes)</translation>
    </message>
    <message>
        <source>Who wants it</source>
        <translation>Qui le veut</translation>
    </message>
</context>
<context>
    <name>ElevationStrip</name>
    <message>
        <source>Elevation level to paint:</source>
        <translation>Niveau de hauteur à peindre :</translation>
    </message>
    <message>
        <source>(0 = ground, negative = below ground)</source>
        <translation>(0 = sol, négatif = sous le sol)</translation>
    </message>
</context>
<context>
    <name>EquipmentForm</name>
    <message>
        <source>Abandoned equipment (turret, machine gun…)</source>
        <translation>Matériel abandonné (tourelle, mitrailleuse…)</translation>
    </message>
    <message>
        <source>A figure whose base touches the piece may shoot with this profile, repair it or sabotage it.</source>
        <translation>Une figurine dont le socle touche l’élément peut tirer avec ce profil, le réparer ou le saboter.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Attacks (A)</source>
        <translation>Attaques (A)</translation>
    </message>
    <message>
        <source>Force (F)</source>
        <translation>Force (F)</translation>
    </message>
    <message>
        <source>Works as the game starts</source>
        <translation>En état de marche au début de la partie</translation>
    </message>
</context>
<context>
    <name>EventForm</name>
    <message>
        <source>A river tile</source>
        <translation>Une tuile de la rivière</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>A condition</source>
        <translation>Une condition</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>Triggered by</source>
        <translation>Déclenché par</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
</context>
<context>
    <name>FigureStrip</name>
    <message>
        <source>Unit of new figures:</source>
        <translation>Unité des nouvelles figurines :</translation>
    </message>
    <message>
        <source>No units yet: add them in the Units panel.</source>
        <translation>Pas encore d’unité : ajoutez-en dans le panneau Unités.</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>héros</translation>
    </message>
    <message>
        <source>villain</source>
        <translation>vilain</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <source>safe</source>
        <translation>sans danger</translation>
    </message>
    <message>
        <source>melee attack</source>
        <translation>attaque au corps à corps</translation>
    </message>
    <message>
        <source>ranged attack</source>
        <translation>attaque à distance</translation>
    </message>
    <message>
        <source>advance to the heroes</source>
        <translation>avancer vers les héros</translation>
    </message>
    <message>
        <source>defend a hero objective</source>
        <translation>défendre un objectif de héros</translation>
    </message>
    <message>
        <source>advance to a villain objective</source>
        <translation>avancer vers un objectif de vilain</translation>
    </message>
    <message>
        <source>%1, ending in %2</source>
        <translation>%1, finit en %2</translation>
    </message>
    <message>
        <source>, on %1</source>
        <translation>, sur %1</translation>
    </message>
    <message>
        <source>Forecast of the villains&apos; next turn</source>
        <translation>Prévision du prochain tour des vilains</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>Aucune partie.</translation>
    </message>
    <message>
        <source>The forecast of the villains&apos; next turn is made during the heroes&apos; turn.</source>
        <translation>La prévision du prochain tour des vilains se fait pendant le tour des héros.</translation>
    </message>
    <message>
        <source>Computing the forecast…</source>
        <translation>Calcul de la prévision…</translation>
    </message>
    <message>
        <source>Exact over every card left in the solo deck and every die (%1 engine steps); the heroes defend as the Dice tab proposes (no guard).</source>
        <translation>Exacte sur chaque carte restant dans le deck solo et chaque dé (%1 étapes du moteur) ; les héros se défendent comme l’onglet Dés le propose (sans garde).</translation>
    </message>
    <message>
        <source>Estimated from %1 villain turns drawn at random: the exact count needs more than %2 engine steps.</source>
        <translation>Estimée sur %1 tours des vilains tirés au hasard : le calcul exact demande plus de %2 étapes du moteur.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Attaqué</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Hors de combat</translation>
    </message>
    <message>
        <source>Most likely attacker</source>
        <translation>Attaquant le plus probable</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>Vilain</translation>
    </message>
    <message>
        <source>Activates</source>
        <translation>S’active</translation>
    </message>
    <message>
        <source>Most likely action</source>
        <translation>Action la plus probable</translation>
    </message>
    <message>
        <source>An event fires: %1</source>
        <translation>Un événement se déclenche : %1</translation>
    </message>
    <message>
        <source>Objective %1 taken: %2</source>
        <translation>Objectif %1 pris : %2</translation>
    </message>
    <message>
        <source>Preview: computing…</source>
        <translation>Aperçu : calcul en cours…</translation>
    </message>
    <message>
        <source>Preview: %1 in %2 — attacked %3, wounded %4, most likely by %5.</source>
        <translation>Aperçu : %1 en %2 — attaqué %3, blessé %4, le plus probablement par %5.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Terminée</translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message>
        <source>Abandon the game of %1 (turn %2)? It is deleted from the library and cannot be resumed.</source>
        <translation>Abandonner la partie de %1 (tour %2) ? Elle sera supprimée de la bibliothèque et ne pourra pas être reprise.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Saved games&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parties enregistrées&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Commencée</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière session</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>No saved game. Start one from a scenario of the library.</source>
        <translation>Aucune partie enregistrée. Commencez-en une depuis un scénario de la bibliothèque.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>Abandon…</source>
        <translation>Abandonner…</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Conserver</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Zone board editor</source>
        <translation>Éditeur de plateau de zones</translation>
    </message>
    <message>
        <source>Free-table editor</source>
        <translation>Éditeur de table libre</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Read from the application&apos;s own menus and tools, so these are the keys that work. Editor keys act while the editor has the focus.</source>
        <translation>Lus dans les menus et les outils de l’application elle-même : ce sont donc les touches qui fonctionnent. Les touches de l’éditeur agissent quand l’éditeur a le focus.</translation>
    </message>
    <message>
        <source>Menu %1</source>
        <translation>Menu %1</translation>
    </message>
    <message>
        <source>Editor panels</source>
        <translation>Panneaux de l’éditeur</translation>
    </message>
    <message>
        <source>Play view</source>
        <translation>Vue de jeu</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sur le plateau</translation>
    </message>
    <message>
        <source>Wheel, +, −</source>
        <translation>Molette, +, −</translation>
    </message>
    <message>
        <source>Zoom around the pointer</source>
        <translation>Zoomer autour du pointeur</translation>
    </message>
    <message>
        <source>Middle drag, Space + drag, arrows</source>
        <translation>Glisser avec le bouton du milieu, Espace + glisser, flèches</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Faire défiler</translation>
    </message>
    <message>
        <source>Shift + click</source>
        <translation>Maj + clic</translation>
    </message>
    <message>
        <source>Add zones to the selection (select tool)</source>
        <translation>Ajouter des zones à la sélection (outil Sélection)</translation>
    </message>
    <message>
        <source>Enter, double-click</source>
        <translation>Entrée, double-clic</translation>
    </message>
    <message>
        <source>Finish a zone or a wall being drawn</source>
        <translation>Terminer la zone ou le mur en cours de dessin</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Cancel the gesture in progress</source>
        <translation>Annuler le geste en cours</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Suppr</translation>
    </message>
    <message>
        <source>Delete what is selected on the board</source>
        <translation>Supprimer ce qui est sélectionné sur le plateau</translation>
    </message>
    <message>
        <source>A copy before the first change of each session; the newest %1 are kept.</source>
        <translation>Une copie avant la première modification de chaque session ; les %1 plus récentes sont gardées.</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Every scenario, unit and saved game (SQLite). Edit › Preferences chooses another.</source>
        <translation>Tous les scénarios, unités et parties enregistrées (SQLite). Édition › Préférences en choisit une autre.</translation>
    </message>
    <message>
        <source>Backups of the library</source>
        <translation>Sauvegardes de la bibliothèque</translation>
    </message>
    <message>
        <source>Recovery copies</source>
        <translation>Copies de récupération</translation>
    </message>
    <message>
        <source>Unsaved edits, copied every minute; offered back after a crash.</source>
        <translation>Les modifications non enregistrées, copiées chaque minute ; proposées à nouveau après un plantage.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>The details of unexpected errors: attach it to a bug report.</source>
        <translation>Le détail des erreurs inattendues : joignez-le à un rapport de bogue.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Language, library location, window layout, recent files.</source>
        <translation>Langue, emplacement de la bibliothèque, disposition de la fenêtre, fichiers récents.</translation>
    </message>
    <message>
        <source>Where your files are</source>
        <translation>Où sont vos fichiers</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Skirmish Studio Help</source>
        <translation>Aide de Skirmish Studio</translation>
    </message>
    <message>
        <source>The scenario editor</source>
        <translation>L’éditeur de scénarios</translation>
    </message>
    <message>
        <source>Playing a solo game</source>
        <translation>Jouer une partie solo</translation>
    </message>
    <message>
        <source>Printing cards</source>
        <translation>Imprimer les cartes</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Where your files are</source>
        <translation>Où sont vos fichiers</translation>
    </message>
</context>
<context>
    <name>HeroNumbering</name>
    <message>
        <source>Order of the heroes when the AI must break a tie (lowest number first). Unchecked heroes and allies have no number and come after.</source>
        <translation>Ordre des héros quand l’IA doit départager une égalité (le plus petit numéro d’abord). Les héros non cochés et les alliés n’ont pas de numéro et passent après.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
</context>
<context>
    <name>HeroesPanel</name>
    <message>
        <source>neutralized</source>
        <translation>neutralisé</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>hors du plateau</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>héros</translation>
    </message>
    <message>
        <source>villain</source>
        <translation>vilain</translation>
    </message>
    <message>
        <source>%1: %2 (its board)</source>
        <translation>%1 : %2 (son plateau)</translation>
    </message>
    <message>
        <source>%1: %2 (the mission)</source>
        <translation>%1 : %2 (la mission)</translation>
    </message>
    <message>
        <source>Energy recovery: neither the heroes&apos; boards nor the mission define one, so the app restores no energy between rounds; correct it here if your rules give some.</source>
        <translation>Récupération d’énergie : ni les plateaux des héros ni la mission n’en définissent, l’application ne rend donc aucune énergie entre les tours ; corrigez-la ici si vos règles en donnent.</translation>
    </message>
    <message>
        <source>Energy recovered at each round&apos;s start: %1.</source>
        <translation>Énergie récupérée au début de chaque tour : %1.</translation>
    </message>
    <message>
        <source>None defined for %1: their energy is not restored.</source>
        <translation>Aucune définie pour %1 : leur énergie n’est pas rendue.</translation>
    </message>
    <message>
        <source>End the heroes&apos; turn</source>
        <translation>Terminer le tour des héros</translation>
    </message>
    <message>
        <source>A hero attacks a villain…</source>
        <translation>Un héros attaque un vilain…</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Accompli</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>Aucune partie.</translation>
    </message>
    <message>
        <source>The mission is over.</source>
        <translation>La mission est terminée.</translation>
    </message>
    <message>
        <source>Turn %1 — the heroes&apos; turn: move your heroes by dragging them on the board, record wounds, energy and objectives, then end the turn.</source>
        <translation>Tour %1 — tour des héros : déplacez vos héros en les faisant glisser sur le plateau, notez blessures, énergie et objectifs, puis terminez le tour.</translation>
    </message>
    <message>
        <source>Turn %1 — the villains are playing; corrections made here are recorded too.</source>
        <translation>Tour %1 — les vilains jouent ; les corrections faites ici sont aussi enregistrées.</translation>
    </message>
    <message>
        <source>out</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
</context>
<context>
    <name>HouseActionForm</name>
    <message>
        <source>Id (a lowercase word)</source>
        <translation>Identifiant (un mot en minuscules)</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>Effect (French)</source>
        <translation>Effet (français)</translation>
    </message>
    <message>
        <source>Effect (English)</source>
        <translation>Effet (anglais)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Takes a figure within a distance</source>
        <translation>Vise une figurine à une distance donnée</translation>
    </message>
    <message>
        <source>Rolls a d6, one result per face</source>
        <translation>Lance un d6, un résultat par face</translation>
    </message>
    <message>
        <source>Result of each face (French, then English)</source>
        <translation>Résultat de chaque face (en français, puis en anglais)</translation>
    </message>
    <message>
        <source>Face %1</source>
        <translation>Face %1</translation>
    </message>
</context>
<context>
    <name>HouseActionsPanel</name>
    <message>
        <source>New action</source>
        <translation>Nouvelle action</translation>
    </message>
    <message>
        <source>Home-made actions of this scenario: the players see each among the figures&apos; actions, with its distance, effect and the odds of its roll.</source>
        <translation>Actions maison de ce scénario : les joueurs voient chacune parmi les actions des figurines, avec sa distance, son effet et les chances de son jet.</translation>
    </message>
</context>
<context>
    <name>LibraryActions</name>
    <message>
        <source>Import failed</source>
        <translation>Échec de l’importation</translation>
    </message>
    <message>
        <source>Imported “%1”.</source>
        <translation>«&#xa0;%1&#xa0;» importé.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté vers %1.</translation>
    </message>
    <message>
        <source>Delete failed</source>
        <translation>Échec de la suppression</translation>
    </message>
    <message>
        <source>Deleted “%1”; a backup of the library was kept.</source>
        <translation>«&#xa0;%1&#xa0;» supprimé ; une sauvegarde de la bibliothèque a été conservée.</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copie</translation>
    </message>
    <message>
        <source>Duplicate failed</source>
        <translation>Échec de la duplication</translation>
    </message>
    <message>
        <source>Copied to “%1”.</source>
        <translation>Copié sous «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Import scenario</source>
        <translation>Importer un scénario</translation>
    </message>
    <message>
        <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
        <translation>Scénarios Skirmish (*.skirmish);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Select a scenario to export first.</source>
        <translation>Sélectionnez d’abord un scénario à exporter.</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>Exporter le scénario</translation>
    </message>
    <message>
        <source>Skirmish scenarios (*.skirmish)</source>
        <translation>Scénarios Skirmish (*.skirmish)</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>Supprimer le scénario</translation>
    </message>
    <message>
        <source>Delete “%1” from the library?</source>
        <translation>Supprimer «&#xa0;%1&#xa0;» de la bibliothèque ?</translation>
    </message>
    <message>
        <source>Select a scenario to print its cards.</source>
        <translation>Sélectionnez un scénario pour imprimer ses cartes.</translation>
    </message>
    <message>
        <source>The scenario could not be read</source>
        <translation>Le scénario n’a pas pu être lu</translation>
    </message>
    <message>
        <source>Cards written to %1.</source>
        <translation>Cartes écrites dans %1.</translation>
    </message>
</context>
<context>
    <name>LibraryUnitDialog</name>
    <message>
        <source>Add units from the library</source>
        <translation>Ajouter des unités de la bibliothèque</translation>
    </message>
    <message>
        <source>%1 — used by %2</source>
        <translation>%1 — utilisée par %2</translation>
    </message>
    <message>
        <source>The scenario will use these units as the library holds them: an edit of one changes it in every scenario that uses it, once saved.</source>
        <translation>Le scénario utilisera ces unités telles que la bibliothèque les garde : une modification de l’une d’elles la change, une fois enregistrée, dans chaque scénario qui l’utilise.</translation>
    </message>
    <message>
        <source>The library holds no other unit of this rule system.</source>
        <translation>La bibliothèque n’a pas d’autre unité de ce système de règles.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <source>&lt;b&gt;Scenarios&lt;/b&gt;</source>
        <translation>&lt;b&gt;Scénarios&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All units</source>
        <translation>Toutes les unités</translation>
    </message>
    <message>
        <source>Every unit of the library, not only the scenario&apos;s</source>
        <translation>Toutes les unités de la bibliothèque, pas seulement celles du scénario</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Rule system</source>
        <translation>Système de règles</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>Vilain</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Units of the library&lt;/b&gt;</source>
        <translation>&lt;b&gt;Unités de la bibliothèque&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Units of “%1”&lt;/b&gt;</source>
        <translation>&lt;b&gt;Unités de « %1 »&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Utilisée par</translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figurine</numerusform>
            <numerusform>%n figurines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ListEditor</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>LosForSaving</name>
    <message>
        <source>Lines of sight</source>
        <translation>Lignes de vue</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>LosLegend</name>
    <message>
        <source>Chosen zone</source>
        <translation>Zone choisie</translation>
    </message>
    <message>
        <source>It sees them</source>
        <translation>Elle les voit</translation>
    </message>
    <message>
        <source>They see it</source>
        <translation>Elles la voient</translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation>Dans les deux sens</translation>
    </message>
    <message>
        <source>No line of sight</source>
        <translation>Pas de ligne de vue</translation>
    </message>
    <message>
        <source>Click a zone.</source>
        <translation>Cliquez une zone.</translation>
    </message>
    <message>
        <source>%1 — it sees %2; it is seen from %3.</source>
        <translation>%1 — elle voit %2 ; elle est vue depuis %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LosMarkerTool</name>
    <message>
        <source>LOS marker</source>
        <translation>Repère de ligne de vue</translation>
    </message>
    <message>
        <source>Click or drag inside a zone to place its line-of-sight marker.</source>
        <translation>Cliquez ou faites glisser dans une zone pour placer son repère de ligne de vue.</translation>
    </message>
</context>
<context>
    <name>LosTool</name>
    <message>
        <source>Line of sight</source>
        <translation>Ligne de vue</translation>
    </message>
    <message>
        <source>Click a zone to see what it sees and what sees it; click another zone to flip that line of sight; Shift+click picks another zone, Esc clears.</source>
        <translation>Cliquez une zone pour voir ce qu’elle voit et ce qui la voit ; cliquez une autre zone pour inverser cette ligne de vue ; Maj+clic choisit une autre zone, Échap efface.</translation>
    </message>
    <message>
        <source>Line of sight is still being computed; try again.</source>
        <translation>La ligne de vue est encore en cours de calcul ; réessayez.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Skirmish Studio</source>
        <translation>Skirmish Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modes</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Import scenario…</source>
        <translation>&amp;Importer un scénario…</translation>
    </message>
    <message>
        <source>Add a .skirmish file or scenario folder to the library</source>
        <translation>Ajouter un fichier .skirmish ou un dossier de scénario à la bibliothèque</translation>
    </message>
    <message>
        <source>Import &amp;map…</source>
        <translation>Importer une &amp;carte…</translation>
    </message>
    <message>
        <source>Make a scenario from a Universal VTT map (Dungeondraft, DungeonFog, Dungeon Alchemist…)</source>
        <translation>Créer un scénario à partir d’une carte Universal VTT (Dungeondraft, DungeonFog, Dungeon Alchemist…)</translation>
    </message>
    <message>
        <source>&amp;Export scenario…</source>
        <translation>&amp;Exporter le scénario…</translation>
    </message>
    <message>
        <source>Save the selected scenario as a .skirmish file</source>
        <translation>Enregistrer le scénario sélectionné dans un fichier .skirmish</translation>
    </message>
    <message>
        <source>&amp;Delete scenario</source>
        <translation>&amp;Supprimer le scénario</translation>
    </message>
    <message>
        <source>Remove the selected scenario from the library</source>
        <translation>Retirer le scénario sélectionné de la bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Open in editor</source>
        <translation>&amp;Ouvrir dans l’éditeur</translation>
    </message>
    <message>
        <source>Edit the board of the selected scenario</source>
        <translation>Modifier le plateau du scénario sélectionné</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the edited scenario to the library</source>
        <translation>Enregistrer le scénario modifié dans la bibliothèque</translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;Nouveau scénario…</translation>
    </message>
    <message>
        <source>Start a scenario from an empty board or table</source>
        <translation>Commencer un scénario à partir d’un plateau ou d’une table vide</translation>
    </message>
    <message>
        <source>Open &amp;file…</source>
        <translation>Ouvrir un &amp;fichier…</translation>
    </message>
    <message>
        <source>Edit a .skirmish file; saving puts it in the library</source>
        <translation>Modifier un fichier .skirmish ; l’enregistrer le place dans la bibliothèque</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the edited scenario under another name</source>
        <translation>Enregistrer le scénario édité sous un autre nom</translation>
    </message>
    <message>
        <source>E&amp;xport edited scenario…</source>
        <translation>E&amp;xporter le scénario édité…</translation>
    </message>
    <message>
        <source>Write the scenario being edited to a .skirmish file</source>
        <translation>Écrire le scénario en cours d’édition dans un fichier .skirmish</translation>
    </message>
    <message>
        <source>D&amp;uplicate scenario</source>
        <translation>D&amp;upliquer le scénario</translation>
    </message>
    <message>
        <source>Copy the selected scenario under a new name</source>
        <translation>Copier le scénario sélectionné sous un nouveau nom</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>The game being played</source>
        <translation>La partie en cours</translation>
    </message>
    <message>
        <source>&amp;Editor</source>
        <translation>É&amp;diteur</translation>
    </message>
    <message>
        <source>The scenario being edited: its board or its table</source>
        <translation>Le scénario en cours de modification : son plateau ou sa table</translation>
    </message>
    <message>
        <source>&amp;Print cards…</source>
        <translation>Im&amp;primer les cartes…</translation>
    </message>
    <message>
        <source>Print the cards, solo deck or river tiles of the selected scenario</source>
        <translation>Imprimer les cartes, le deck solo ou les tuiles de la rivière du scénario sélectionné</translation>
    </message>
    <message>
        <source>&amp;Reload library</source>
        <translation>&amp;Recharger la bibliothèque</translation>
    </message>
    <message>
        <source>Read the library again</source>
        <translation>Relire la bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close Skirmish Studio</source>
        <translation>Fermer Skirmish Studio</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Language and library location</source>
        <translation>Langue et emplacement de la bibliothèque</translation>
    </message>
    <message>
        <source>&amp;About Skirmish Studio</source>
        <translation>À &amp;propos de Skirmish Studio</translation>
    </message>
    <message>
        <source>Version and licences</source>
        <translation>Version et licences</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guide d’utilisation</translation>
    </message>
    <message>
        <source>The guides to the editor, the play mode and card printing</source>
        <translation>Les guides de l’éditeur, du mode de jeu et de l’impression des cartes</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key of the menus, editors and views</source>
        <translation>Toutes les touches des menus, des éditeurs et des vues</translation>
    </message>
    <message>
        <source>Where are my &amp;files?</source>
        <translation>Où sont mes &amp;fichiers ?</translation>
    </message>
    <message>
        <source>The folders of the library, its backups, recovery copies and logs</source>
        <translation>Les dossiers de la bibliothèque, de ses sauvegardes, des copies de récupération et du journal</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothèque</translation>
    </message>
    <message>
        <source>Scenarios and units of the library</source>
        <translation>Scénarios et unités de la bibliothèque</translation>
    </message>
    <message>
        <source>The library could not be opened</source>
        <translation>La bibliothèque n’a pas pu être ouverte</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) in the library</source>
        <translation>
            <numerusform>%n scénario dans la bibliothèque</numerusform>
            <numerusform>%n scénarios dans la bibliothèque</numerusform>
        </translation>
    </message>
    <message>
        <source>The library is read-only</source>
        <translation>La bibliothèque est en lecture seule</translation>
    </message>
    <message>
        <source>Choose a library you can write to in Preferences.</source>
        <translation>Choisissez dans les Préférences une bibliothèque modifiable.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>This problem has nothing to select on the board or in a panel.</source>
        <translation>Ce problème n’a rien à sélectionner sur le plateau ou dans un panneau.</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>Exporter le scénario</translation>
    </message>
    <message>
        <source>Skirmish scenarios (*.skirmish)</source>
        <translation>Scénarios Skirmish (*.skirmish)</translation>
    </message>
    <message>
        <source>Select a scenario to edit first.</source>
        <translation>Sélectionnez d’abord un scénario à modifier.</translation>
    </message>
    <message>
        <source>The scenario could not be read</source>
        <translation>Le scénario n’a pas pu être lu</translation>
    </message>
</context>
<context>
    <name>MapImport</name>
    <message>
        <source>Import map</source>
        <translation>Importer une carte</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt)</source>
        <translation>Cartes Universal VTT (*.dd2vtt *.uvtt *.df2vtt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Importing the map…</source>
        <translation>Importation de la carte…</translation>
    </message>
    <message>
        <source>Imported the map as “%1”: walls %2, doors %3, terrain pieces %4.</source>
        <translation>Carte importée sous le nom « %1 » : murs %2, portes %3, éléments de décor %4.</translation>
    </message>
    <message>
        <source>The map could not be imported</source>
        <translation>La carte n’a pas pu être importée</translation>
    </message>
</context>
<context>
    <name>MapImportDialog</name>
    <message>
        <source>Import map</source>
        <translation>Importer une carte</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier :</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Rule system:</source>
        <translation>Système de règles :</translation>
    </message>
    <message>
        <source>Grid cell:</source>
        <translation>Case de la grille :</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>The map&apos;s image becomes the background, its walls and doors those of the board (terrain pieces on a free table); lights are left out. Grid cell: how large one square of the map&apos;s grid is on the table.</source>
        <translation>L’image de la carte devient le fond, ses murs et ses portes ceux du plateau (des éléments de décor sur une table libre) ; les lumières sont laissées de côté. Une case de la carte mesure, sur la table, la taille de case choisie.</translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message>
        <source>Measure</source>
        <translation>Mesurer</translation>
    </message>
    <message>
        <source>Drag between two points to measure in the table&apos;s unit; ends snap to figures. Esc clears.</source>
        <translation>Faites glisser entre deux points pour mesurer dans l’unité de la table ; les extrémités s’aimantent aux figurines. Échap efface.</translation>
    </message>
    <message>
        <source>base to base: %1</source>
        <translation>socle à socle : %1</translation>
    </message>
    <message>
        <source>Distance: %1</source>
        <translation>Distance : %1</translation>
    </message>
</context>
<context>
    <name>MergeStrip</name>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s) picked</source>
        <translation>
            <numerusform>%n zone sélectionnée</numerusform>
            <numerusform>%n zones sélectionnées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeZonesTool</name>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>Click adjacent zones to pick them (click again to drop one), then press Enter or Merge: the first zone picked is kept; Esc clears.</source>
        <translation>Cliquez sur des zones adjacentes pour les sélectionner (cliquez à nouveau pour en retirer une), puis appuyez sur Entrée ou Fusionner : la première zone sélectionnée est conservée ; Échap efface.</translation>
    </message>
</context>
<context>
    <name>MissionPanel</name>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Victory and defeat</source>
        <translation>Victoire et défaite</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message>
        <source>Villain energy at start</source>
        <translation>Énergie des vilains au départ</translation>
    </message>
    <message>
        <source>Villain energy spent at start</source>
        <translation>Énergie des vilains dépensée au départ</translation>
    </message>
    <message>
        <source>Villain energy per turn</source>
        <translation>Énergie des vilains par tour</translation>
    </message>
    <message>
        <source>Reinforcement points</source>
        <translation>Points de renfort</translation>
    </message>
    <message>
        <source>Mission text (French)</source>
        <translation>Texte de la mission (français)</translation>
    </message>
    <message>
        <source>Mission text (English)</source>
        <translation>Texte de la mission (anglais)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>Victory: the heroes win when any of these happens</source>
        <translation>Victoire : les héros gagnent dès que l’une de ces conditions se produit</translation>
    </message>
    <message>
        <source>Defeat: the heroes lose when any of these happens</source>
        <translation>Défaite : les héros perdent dès que l’une de ces conditions se produit</translation>
    </message>
</context>
<context>
    <name>MixedForm</name>
    <message>
        <source>%1 items</source>
        <translation>%1 éléments</translation>
    </message>
    <message>
        <source>Select a single item, or only zones, to edit the selection.</source>
        <translation>Sélectionnez un seul élément, ou uniquement des zones, pour modifier la sélection.</translation>
    </message>
</context>
<context>
    <name>MultiZoneForm</name>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficult terrain</source>
        <translation>Terrain difficile</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Dangerous terrain</source>
        <translation>Terrain dangereux</translation>
    </message>
    <message>
        <source>Elevation level</source>
        <translation>Niveau de hauteur</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mixte</translation>
    </message>
</context>
<context>
    <name>NewScenarioDialog</name>
    <message>
        <source>New scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Rule system:</source>
        <translation>Système de règles :</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Largeur :</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Hauteur :</translation>
    </message>
    <message>
        <source>The name the library keeps it under</source>
        <translation>Le nom sous lequel la bibliothèque le conserve</translation>
    </message>
</context>
<context>
    <name>ObjectiveStrip</name>
    <message>
        <source>New objectives:</source>
        <translation>Nouveaux objectifs :</translation>
    </message>
    <message>
        <source>Hero objective</source>
        <translation>Objectif de héros</translation>
    </message>
    <message>
        <source>Villain objective</source>
        <translation>Objectif de vilain</translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <source>Successes of the guard and automatic defence</source>
        <translation>Succès de la garde et de la défense automatique</translation>
    </message>
    <message>
        <source>Successes (exact odds, after the AI&apos;s rerolls)</source>
        <translation>Succès (probabilités exactes, après les relances de l’IA)</translation>
    </message>
    <message>
        <source>Successes of the automatic defence dice</source>
        <translation>Succès des dés de défense automatique</translation>
    </message>
    <message>
        <source>Damage to the villain (armour %1)</source>
        <translation>Dégâts au vilain (armure %1)</translation>
    </message>
    <message>
        <source>Damage to the hero (armour %1)</source>
        <translation>Dégâts au héros (armure %1)</translation>
    </message>
    <message>
        <source>Chance to reach difficulty %1: %2</source>
        <translation>Chance d’atteindre la difficulté %1 : %2</translation>
    </message>
    <message>
        <source>Chance of at least 1 damage: %1</source>
        <translation>Chance d’au moins 1 dégât : %1</translation>
    </message>
    <message>
        <source>Chance the hero is left with no energy (out of action): %1</source>
        <translation>Probabilité que le héros n’ait plus d’énergie (hors de combat) : %1</translation>
    </message>
</context>
<context>
    <name>OptionForm</name>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Text (French)</source>
        <translation>Texte (français)</translation>
    </message>
    <message>
        <source>Text (English)</source>
        <translation>Texte (anglais)</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Effets</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Filter the options</source>
        <translation>Filtrer les options</translation>
    </message>
    <message>
        <source>Show the options of every rule system</source>
        <translation>Afficher les options de tous les systèmes de règles</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>Tout réinitialiser</translation>
    </message>
    <message>
        <source>Give every option its default value</source>
        <translation>Rendre à chaque option sa valeur par défaut</translation>
    </message>
    <message>
        <source>Default: %1.</source>
        <translation>Par défaut : %1.</translation>
    </message>
    <message>
        <source>Reset to the default: %1</source>
        <translation>Réinitialiser à la valeur par défaut : %1</translation>
    </message>
</context>
<context>
    <name>OverlayLegend</name>
    <message>
        <source>Reachable zones (selected figure)</source>
        <translation>Zones accessibles (figurine sélectionnée)</translation>
    </message>
    <message>
        <source>Line of sight from the selected zone</source>
        <translation>Ligne de vue depuis la zone sélectionnée</translation>
    </message>
    <message>
        <source>Line of sight into the selected zone</source>
        <translation>Ligne de vue vers la zone sélectionnée</translation>
    </message>
    <message>
        <source>Where the selected villain would see a hero</source>
        <translation>Où le vilain sélectionné verrait un héros</translation>
    </message>
    <message>
        <source>Threat: villains that could attack next turn</source>
        <translation>Menace : vilains qui pourraient attaquer au prochain tour</translation>
    </message>
    <message>
        <source>round badge: movement points, free movement</source>
        <translation>pastille ronde : points de mouvement, déplacement gratuit</translation>
    </message>
    <message>
        <source>square badge, hatched: needs the energy cube</source>
        <translation>pastille carrée, hachurée : nécessite le cube d’énergie</translation>
    </message>
    <message>
        <source>horizontal lines: seen from the zone (dashed outline)</source>
        <translation>lignes horizontales : vu depuis la zone (contour en tirets)</translation>
    </message>
    <message>
        <source>vertical lines: sees into the zone; → badge: one-way, the zone does not see it back</source>
        <translation>lignes verticales : voit dans la zone ; pastille → : à sens unique, la zone ne la voit pas en retour</translation>
    </message>
    <message>
        <source>diagonal lines: sees a hero, movement points to get there</source>
        <translation>lignes diagonales : voit un héros, points de mouvement pour y aller</translation>
    </message>
    <message>
        <source>cross-hatched, square badge: only with the cube</source>
        <translation>quadrillé, pastille carrée : seulement avec le cube</translation>
    </message>
    <message>
        <source>triangle badge: how many villains; darker = more</source>
        <translation>pastille triangulaire : nombre de vilains ; plus foncé = plus nombreux</translation>
    </message>
    <message>
        <source>arrow: the villain&apos;s path, movement points paid</source>
        <translation>flèche : le chemin du vilain, points de mouvement payés</translation>
    </message>
    <message>
        <source>double ring: the target</source>
        <translation>double anneau : la cible</translation>
    </message>
    <message>
        <source>dashed line: the line of sight of a ranged attack</source>
        <translation>ligne en tirets : la ligne de vue d’une attaque à distance</translation>
    </message>
    <message>
        <source>dotted, diamond badge: a choice to make (click the zone)</source>
        <translation>pointillés, pastille en losange : un choix à faire (cliquez sur la zone)</translation>
    </message>
    <message>
        <source>crossed, + badge: figures brought onto the board here</source>
        <translation>barré, pastille + : figurines amenées sur le plateau ici</translation>
    </message>
    <message>
        <source>cube badge: villain energy cubes the step spends</source>
        <translation>pastille au cube : cubes d’énergie des vilains que l’étape dépense</translation>
    </message>
    <message>
        <source>Villain step</source>
        <translation>Étape des vilains</translation>
    </message>
</context>
<context>
    <name>OverlayToggleBar</name>
    <message>
        <source>Reach</source>
        <translation>Accès</translation>
    </message>
    <message>
        <source>Reachable zones of the selected figure, with movement points</source>
        <translation>Zones accessibles de la figurine sélectionnée, avec les points de mouvement</translation>
    </message>
    <message>
        <source>Sees</source>
        <translation>Voit</translation>
    </message>
    <message>
        <source>Line of sight from the selected zone</source>
        <translation>Ligne de vue depuis la zone sélectionnée</translation>
    </message>
    <message>
        <source>Seen from</source>
        <translation>Vu depuis</translation>
    </message>
    <message>
        <source>The zones that see into the selected zone</source>
        <translation>Les zones qui voient dans la zone sélectionnée</translation>
    </message>
    <message>
        <source>Vantage</source>
        <translation>Point de vue</translation>
    </message>
    <message>
        <source>Zones from which the selected villain would see a hero</source>
        <translation>Zones d’où le vilain sélectionné verrait un héros</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Which villains could attack each zone next turn</source>
        <translation>Quels vilains pourraient attaquer chaque zone au prochain tour</translation>
    </message>
</context>
<context>
    <name>PaintElevationTool</name>
    <message>
        <source>Elevation</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Click or drag across zones to give them the chosen elevation level; borders still at their default become climbs or open ground.</source>
        <translation>Cliquez ou faites glisser sur des zones pour leur donner le niveau de hauteur choisi ; les bordures encore à leur valeur par défaut deviennent des escalades ou du terrain dégagé.</translation>
    </message>
</context>
<context>
    <name>PaintTerrainTool</name>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Click or drag across zones to give them the chosen terrain; Shift+drag removes it; Plain clears all terrain.</source>
        <translation>Cliquez ou faites glisser sur des zones pour leur donner le terrain choisi ; Maj+glisser le retire ; «&#xa0;Normal&#xa0;» efface tout terrain.</translation>
    </message>
</context>
<context>
    <name>PlaceFigureTool</name>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Click a zone to place a figure of the chosen unit; click a figure or objective, then a zone, to move it (or drag it); Delete removes it.</source>
        <translation>Cliquez sur une zone pour y placer une figurine de l’unité choisie ; cliquez sur une figurine ou un objectif, puis sur une zone, pour le déplacer (ou faites-le glisser) ; Suppr le retire.</translation>
    </message>
    <message>
        <source>Place figure</source>
        <translation>Placer une figurine</translation>
    </message>
    <message>
        <source>Click on the table to place a figure of the chosen unit; drag before releasing to adjust its place; drag a figure to move it.</source>
        <translation>Cliquez sur la table pour y placer une figurine de l’unité choisie ; faites glisser avant de relâcher pour ajuster sa place ; faites glisser une figurine pour la déplacer.</translation>
    </message>
</context>
<context>
    <name>PlaceObjectiveTool</name>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Click a zone to place an objective of the chosen side; click an objective or figure, then a zone, to move it (or drag it); Delete removes it.</source>
        <translation>Cliquez sur une zone pour y placer un objectif du camp choisi ; cliquez sur un objectif ou une figurine, puis sur une zone, pour le déplacer (ou faites-le glisser) ; Suppr le retire.</translation>
    </message>
    <message>
        <source>Place objective</source>
        <translation>Placer un objectif</translation>
    </message>
    <message>
        <source>Click on the table to place an objective of the chosen side; drag before releasing to adjust its place; drag an objective to move it.</source>
        <translation>Cliquez sur la table pour y placer un objectif du camp choisi ; faites glisser avant de relâcher pour ajuster sa place ; faites glisser un objectif pour le déplacer.</translation>
    </message>
</context>
<context>
    <name>PlaceTool</name>
    <message>
        <source>Click a zone to move it there; Esc cancels.</source>
        <translation>Cliquez sur une zone pour l’y déplacer ; Échap annule.</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>Game log written to %1</source>
        <translation>Journal de partie écrit dans %1</translation>
    </message>
    <message>
        <source>Export the game log</source>
        <translation>Exporter le journal de partie</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Revenir en arrière</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>Exporter le journal…</translation>
    </message>
    <message>
        <source>Accept the villain step</source>
        <translation>Accepter l’étape des vilains</translation>
    </message>
    <message>
        <source>End this phase</source>
        <translation>Terminer cette phase</translation>
    </message>
    <message>
        <source>Heroes&apos; turn</source>
        <translation>Tour des héros</translation>
    </message>
    <message>
        <source>Villains&apos; turn</source>
        <translation>Tour des vilains</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Prévision</translation>
    </message>
    <message>
        <source>the heroes&apos; turn</source>
        <translation>le tour des héros</translation>
    </message>
    <message>
        <source>the villains&apos; turn</source>
        <translation>le tour des vilains</translation>
    </message>
    <message>
        <source>mission over</source>
        <translation>mission terminée</translation>
    </message>
    <message>
        <source> — hard mode</source>
        <translation> — mode difficile</translation>
    </message>
    <message>
        <source> — not saved (throwaway game)</source>
        <translation> — non enregistrée (partie jetable)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — tour %2, %3 — graine %4</translation>
    </message>
</context>
<context>
    <name>PlayTool</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Click a figure or a zone to see its overlays; in the heroes&apos; turn, drag a hero to move it.</source>
        <translation>Cliquez sur une figurine ou une zone pour voir ses calques ; pendant le tour des héros, faites glisser un héros pour le déplacer.</translation>
    </message>
    <message>
        <source>Off the board</source>
        <translation>Hors du plateau</translation>
    </message>
    <message>
        <source>%1: cannot get there</source>
        <translation>%1 : impossible d’y aller</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n movement point(s)</source>
        <translation>
            <numerusform>%1 : %n point de mouvement</numerusform>
            <numerusform>%1 : %n points de mouvement</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Playing</name>
    <message>
        <source>&amp;Play scenario…</source>
        <translation>&amp;Jouer le scénario…</translation>
    </message>
    <message>
        <source>Start a game of the selected scenario, or of the one being edited</source>
        <translation>Commencer une partie du scénario sélectionné, ou de celui en cours de modification</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Revenir en arrière</translation>
    </message>
    <message>
        <source>Undo the last accepted step of the game (the dice and deck too)</source>
        <translation>Annuler la dernière étape acceptée de la partie (dés et deck compris)</translation>
    </message>
    <message>
        <source>&amp;Export game log…</source>
        <translation>&amp;Exporter le journal de partie…</translation>
    </message>
    <message>
        <source>Write the game&apos;s log with its replayable record to a Markdown file</source>
        <translation>Écrire le journal de la partie, avec son enregistrement rejouable, dans un fichier Markdown</translation>
    </message>
    <message>
        <source>Select a scenario to play first.</source>
        <translation>Sélectionnez d’abord un scénario à jouer.</translation>
    </message>
    <message>
        <source>The game could not be resumed</source>
        <translation>La partie n’a pas pu être reprise</translation>
    </message>
    <message>
        <source>The game of “%1” resumed at its last accepted step.</source>
        <translation>La partie de « %1 » reprend à sa dernière étape acceptée.</translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation>Reprendre la partie en cours</translation>
    </message>
    <message>
        <source>A game of %1 is in progress: turn %2, last played %3 (seed %4). Resume it? (It stays among the saved games of the library either way.)</source>
        <translation>Une partie de %1 est en cours : tour %2, dernier coup le %3 (graine %4). La reprendre ? (Elle reste de toute façon parmi les parties enregistrées de la bibliothèque.)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Export game log</source>
        <translation>Exporter le journal de partie</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The log could not be written</source>
        <translation>Le journal n’a pas pu être écrit</translation>
    </message>
    <message>
        <source>Game log written to %1 (with the scenario it played, %2).</source>
        <translation>Journal de la partie écrit dans %1 (avec le scénario joué, %2).</translation>
    </message>
</context>
<context>
    <name>PolylineTool</name>
    <message>
        <source>Snapped to a vertex</source>
        <translation>Aimanté à un sommet</translation>
    </message>
    <message>
        <source>Snapped to an edge</source>
        <translation>Aimanté à un bord</translation>
    </message>
    <message>
        <source>Add more points first.</source>
        <translation>Ajoutez d’abord d’autres points.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>Library &amp;file:</source>
        <translation>&amp;Fichier de bibliothèque :</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <translation>Par &amp;défaut</translation>
    </message>
    <message>
        <source>Use the default library in your user data folder</source>
        <translation>Utiliser la bibliothèque par défaut de votre dossier de données</translation>
    </message>
    <message>
        <source>Leave empty to use the default library</source>
        <translation>Laisser vide pour utiliser la bibliothèque par défaut</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>Fichier de bibliothèque</translation>
    </message>
    <message>
        <source>Skirmish Studio library (*.sqlite)</source>
        <translation>Bibliothèque Skirmish Studio (*.sqlite)</translation>
    </message>
</context>
<context>
    <name>ReinforcementTool</name>
    <message>
        <source>Reinforcement zones</source>
        <translation>Zones de renfort</translation>
    </message>
    <message>
        <source>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</source>
        <translation>Cliquez une zone pour la marquer ou non comme zone de renfort ; elles sont numérotées dans le sens de lecture.</translation>
    </message>
</context>
<context>
    <name>RiverPanel</name>
    <message>
        <source>This scenario has no river yet.</source>
        <translation>Ce scénario n’a pas encore de rivière.</translation>
    </message>
    <message>
        <source>Create a river</source>
        <translation>Créer une rivière</translation>
    </message>
    <message>
        <source>Slots and activation costs</source>
        <translation>Emplacements et coûts d’activation</translation>
    </message>
    <message>
        <source>Energy cubes paid to activate the tile in each slot, from left (cheapest) to right. Double-click a cost to change it.</source>
        <translation>Cubes d’énergie payés pour activer la tuile de chaque emplacement, de gauche (le moins cher) à droite. Double-cliquez sur un coût pour le modifier.</translation>
    </message>
    <message>
        <source>Add slot</source>
        <translation>Ajouter un emplacement</translation>
    </message>
    <message>
        <source>Remove last slot</source>
        <translation>Retirer le dernier emplacement</translation>
    </message>
    <message>
        <source>Tiles in starting order (drag to reorder)</source>
        <translation>Tuiles dans l’ordre de départ (glisser pour réordonner)</translation>
    </message>
    <message>
        <source>Add tile</source>
        <translation>Ajouter une tuile</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>Retirer la tuile</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move the tile one slot left (Ctrl+Up)</source>
        <translation>Déplacer la tuile d’un emplacement vers la gauche (Ctrl+Haut)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the tile one slot right (Ctrl+Down)</source>
        <translation>Déplacer la tuile d’un emplacement vers la droite (Ctrl+Bas)</translation>
    </message>
    <message>
        <source>Slot %1 · cost %2</source>
        <translation>Emplacement %1 · coût %2</translation>
    </message>
    <message>
        <source>Slot %1 · beyond the river</source>
        <translation>Emplacement %1 · au-delà de la rivière</translation>
    </message>
    <message>
        <source>Leader symbol</source>
        <translation>Symbole de leader</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Événement : %1</translation>
    </message>
    <message>
        <source>no unit</source>
        <translation>aucune unité</translation>
    </message>
    <message>
        <source>A slot cost must be a whole number from 0 to 100; “%1” was refused.</source>
        <translation>Le coût d’un emplacement doit être un nombre entier de 0 à 100 ; «&#xa0;%1&#xa0;» a été refusé.</translation>
    </message>
    <message>
        <source>A river has at most 20 slots.</source>
        <translation>Une rivière a au plus 20 emplacements.</translation>
    </message>
    <message>
        <source>A river needs at least one slot.</source>
        <translation>Une rivière doit avoir au moins un emplacement.</translation>
    </message>
</context>
<context>
    <name>RollEntry</name>
    <message>
        <source>; rerolls: %1</source>
        <translation> ; relances : %1</translation>
    </message>
    <message>
        <source>Reroll of die %1</source>
        <translation>Relance du dé %1</translation>
    </message>
    <message>
        <source>Type what each die shows (click to change, right-click to go back, or press a digit):</source>
        <translation>Saisissez ce que montre chaque dé (cliquez pour changer, clic droit pour revenir en arrière, ou tapez un chiffre) :</translation>
    </message>
    <message>
        <source>The AI rerolls (SOLO-DR-1 « Jet de défense et relance »): roll these dice again and type them:</source>
        <translation>L’IA relance (SOLO-DR-1 «&#xa0;Jet de défense et relance&#xa0;») : relancez ces dés et saisissez-les :</translation>
    </message>
    <message>
        <source>Automatic defence dice: no reroll; the AI decides its defence on what they leave to block (SOLO-DR-2, AMB-36).</source>
        <translation>Dés de défense automatique : pas de relance ; l’IA décide de sa défense selon ce qu’ils laissent à bloquer (SOLO-DR-2, AMB-36).</translation>
    </message>
    <message>
        <source>The hero&apos;s automatic defence dice first, then one die per energy cube of the guard; the AI rerolls nothing here: type what each die shows once your own rerolls are made.</source>
        <translation>D’abord les dés de défense automatique du héros, puis un dé par cube d’énergie de la garde ; l’IA ne relance rien ici : saisissez ce que montre chaque dé une fois vos propres relances faites.</translation>
    </message>
    <message>
        <source>The AI rerolls only blank dice, the weakest colour first; free rerolls: %1; a paid reroll (one energy cube): %2.</source>
        <translation>L’IA ne relance que les dés sans succès, la couleur la plus faible d’abord ; relances gratuites : %1 ; relance payante (un cube d’énergie) : %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>autorisée</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>non autorisée</translation>
    </message>
    <message>
        <source>With these dice the AI rerolls nothing.</source>
        <translation>Avec ces dés, l’IA ne relance rien.</translation>
    </message>
    <message>
        <source>With these dice the AI rerolls: %1.</source>
        <translation>Avec ces dés, l’IA relance : %1.</translation>
    </message>
</context>
<context>
    <name>RollSection</name>
    <message>
        <source>Apply these dice</source>
        <translation>Appliquer ces dés</translation>
    </message>
    <message>
        <source>Clear the dice</source>
        <translation>Effacer les dés</translation>
    </message>
    <message>
        <source>Let the app roll</source>
        <translation>Laisser l’application lancer</translation>
    </message>
    <message>
        <source>Apply the attack</source>
        <translation>Appliquer l’attaque</translation>
    </message>
    <message>
        <source>Apply the defence</source>
        <translation>Appliquer la défense</translation>
    </message>
</context>
<context>
    <name>RotateFigureTool</name>
    <message>
        <source>Turn figure</source>
        <translation>Tourner la figurine</translation>
    </message>
    <message>
        <source>Press on a figure and drag around it to turn it (Shift snaps to 15°); or Ctrl+wheel over a figure.</source>
        <translation>Appuyez sur une figurine et faites glisser autour d’elle pour la tourner (Maj aimante par crans de 15°) ; ou Ctrl+molette sur une figurine.</translation>
    </message>
    <message>
        <source>Press on a figure to turn it.</source>
        <translation>Appuyez sur une figurine pour la tourner.</translation>
    </message>
    <message>
        <source>Facing %1°</source>
        <translation>Orientation %1°</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Name (library key)</source>
        <translation>Nom (clé de bibliothèque)</translation>
    </message>
    <message>
        <source>Rule system</source>
        <translation>Système de règles</translation>
    </message>
    <message>
        <source>Title (French)</source>
        <translation>Titre (français)</translation>
    </message>
    <message>
        <source>Title (English)</source>
        <translation>Titre (anglais)</translation>
    </message>
    <message>
        <source>Description (French)</source>
        <translation>Description (français)</translation>
    </message>
    <message>
        <source>Description (English)</source>
        <translation>Description (anglais)</translation>
    </message>
    <message>
        <source>The name is the scenario&apos;s key in the library: use Save as to change it.</source>
        <translation>Le nom est la clé du scénario dans la bibliothèque : utilisez Enregistrer sous pour le changer.</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>The board has no zones yet: draw them over the picture with Draw zone (Z).</source>
        <translation>Le plateau n’a pas encore de zones : dessinez-les sur l’image avec Dessiner une zone (Z).</translation>
    </message>
    <message>
        <source>The board is empty: load a scan of your board with Background (B), then draw its zones with Draw zone (Z).</source>
        <translation>Le plateau est vide : chargez un scan de votre plateau avec Arrière-plan (B), puis dessinez ses zones avec Dessiner une zone (Z).</translation>
    </message>
    <message>
        <source>Click to select a zone, wall, border or token; drag to move it; Shift+click adds zones to the selection; Delete removes the selected zones, wall or token.</source>
        <translation>Cliquez pour sélectionner une zone, un mur, une bordure ou un pion ; glissez pour le déplacer ; Maj+clic ajoute des zones à la sélection ; Suppr retire les zones, le mur ou le pion sélectionnés.</translation>
    </message>
    <message>
        <source>A token stands in a zone: drop it on a zone to move it there.</source>
        <translation>Un jeton se tient dans une zone : déposez-le sur une zone pour l’y déplacer.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>La graine doit être un nombre entier de 0 à %1.</translation>
    </message>
    <message>
        <source>Seed of the shuffle</source>
        <translation>Graine du mélange</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Options de règles</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>Recorded with the game: the same seed and the same choices replay the same game.</source>
        <translation>Enregistrée avec la partie : la même graine et les mêmes choix rejouent la même partie.</translation>
    </message>
    <message>
        <source>Hard mode (tiles and cleaning cost nothing, villains may fall: SOLO-HM)</source>
        <translation>Mode difficile (tuiles et dépollution gratuites, les vilains peuvent chuter : SOLO-HM)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message>
        <source>The defaults of the solo rules (SOLO_AI_SPEC), golden rule asked to the player.</source>
        <translation>Les valeurs par défaut des règles solo (SOLO_AI_SPEC), règle d’or demandée au joueur.</translation>
    </message>
    <message>
        <source>The scenario has no solo deck cards: the villains&apos; turn cannot draw a card, so the villains never act.</source>
        <translation>Le scénario n’a aucune carte de deck solo : le tour des vilains ne peut tirer aucune carte, donc les vilains n’agissent jamais.</translation>
    </message>
    <message>
        <source>The river has no tiles: no villain is ever activated by the solo card.</source>
        <translation>La rivière n’a aucune tuile : aucun vilain n’est jamais activé par la carte solo.</translation>
    </message>
    <message>
        <source>No hero figure is deployed on the board: the villains have no one to go for. Place the heroes in the scenario&apos;s mission first.</source>
        <translation>Aucune figurine de héros n’est déployée sur le plateau : les vilains n’ont personne à viser. Placez d’abord les héros dans le scénario.</translation>
    </message>
    <message>
        <source>The scenario has no villain figures: there is no one to fight.</source>
        <translation>Le scénario n’a aucune figurine de vilain : il n’y a personne à combattre.</translation>
    </message>
    <message>
        <source>This scenario cannot really be played yet (you may still start it):</source>
        <translation>Ce scénario n’est pas encore vraiment jouable (vous pouvez tout de même le lancer) :</translation>
    </message>
</context>
<context>
    <name>SharingBar</name>
    <message>
        <source>Edit it everywhere</source>
        <translation>La modifier partout</translation>
    </message>
    <message>
        <source>Make a separate copy</source>
        <translation>En faire une copie séparée</translation>
    </message>
    <message>
        <source>Edit a copy of this unit for this scenario only</source>
        <translation>Modifier une copie de cette unité pour ce seul scénario</translation>
    </message>
    <message>
        <source>“%1” is shared with %2: saving an edit of it changes it there as well.</source>
        <translation>« %1 » est partagée avec %2 : enregistrer une modification la change là aussi.</translation>
    </message>
</context>
<context>
    <name>SlotCostModel</name>
    <message>
        <source>Slot %1 costs %2 energy cubes</source>
        <translation>L’emplacement %1 coûte %2 cubes d’énergie</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
</context>
<context>
    <name>SoloCardView</name>
    <message>
        <source>No card selected</source>
        <translation>Aucune carte sélectionnée</translation>
    </message>
</context>
<context>
    <name>SplitZoneTool</name>
    <message>
        <source>Split</source>
        <translation>Découper</translation>
    </message>
    <message>
        <source>Drag a line across a zone, from one edge to another, to cut it in two (the ends snap to corners and edges).</source>
        <translation>Faites glisser une ligne à travers une zone, d’un bord à un autre, pour la couper en deux (les extrémités s’aimantent aux sommets et aux bords).</translation>
    </message>
    <message>
        <source>Snapped to a vertex</source>
        <translation>Aimanté à un sommet</translation>
    </message>
    <message>
        <source>Snapped to an edge</source>
        <translation>Aimanté à un bord</translation>
    </message>
</context>
<context>
    <name>TableDicePanel</name>
    <message>
        <source>%1: %2 d%3</source>
        <translation>%1 : %2 d%3</translation>
    </message>
    <message>
        <source>rolled by %1&apos;s player</source>
        <translation>à lancer par le joueur de %1</translation>
    </message>
    <message>
        <source>whole numbers from 1 to %1</source>
        <translation>nombres entiers de 1 à %1</translation>
    </message>
    <message>
        <source>a d%1 shows 1 to %1</source>
        <translation>un d%1 montre 1 à %1</translation>
    </message>
    <message>
        <source>%1 of %2 typed</source>
        <translation>%1 sur %2 saisis</translation>
    </message>
    <message>
        <source>Apply with the typed dice</source>
        <translation>Appliquer avec les dés saisis</translation>
    </message>
    <message>
        <source>Let the app roll</source>
        <translation>Laisser l’application lancer</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Choose an action that rolls dice in the Actions tab: its exact odds show here before the roll, then type the dice stage by stage or let the app roll.</source>
        <translation>Choisissez dans l’onglet Actions une action qui lance des dés : ses cotes exactes s’affichent ici avant le jet, puis saisissez les dés étape par étape ou laissez l’application lancer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2</translation>
    </message>
    <message>
        <source>Every stage is typed: apply, or clear to roll again.</source>
        <translation>Chaque étape est saisie : appliquez, ou effacez pour relancer.</translation>
    </message>
    <message>
        <source>Type the dice of each stage as they fall, or let the app roll.</source>
        <translation>Saisissez les dés de chaque étape comme ils tombent, ou laissez l’application lancer.</translation>
    </message>
</context>
<context>
    <name>TableEditor</name>
    <message>
        <source>Table tools</source>
        <translation>Outils de table</translation>
    </message>
    <message>
        <source>Figure and objective tools</source>
        <translation>Outils des figurines et objectifs</translation>
    </message>
    <message>
        <source>Figures of the unit:</source>
        <translation>Figurines de l’unité :</translation>
    </message>
    <message>
        <source>The unit of the figures the tool places</source>
        <translation>L’unité des figurines que l’outil place</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected terrain pieces, figures and objectives (Del)</source>
        <translation>Supprimer les éléments de décor, figurines et objectifs sélectionnés (Suppr)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom in (+ or the wheel)</source>
        <translation>Zoom avant (+ ou molette)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom out (- or the wheel)</source>
        <translation>Zoom arrière (- ou molette)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Show the whole table (F)</source>
        <translation>Afficher toute la table (F)</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Show a grid in the table&apos;s unit, cm or pas (G)</source>
        <translation>Afficher une grille dans l’unité de la table, cm ou pas (G)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
</context>
<context>
    <name>TableFigures</name>
    <message>
        <source>Facing %1°</source>
        <translation>Orientation %1°</translation>
    </message>
    <message>
        <source>Height %1, base %2</source>
        <translation>Hauteur %1, socle %2</translation>
    </message>
    <message>
        <source>On %1 (%2 high)</source>
        <translation>Sur %1 (%2 de haut)</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>Perdus : %1</translation>
    </message>
</context>
<context>
    <name>TableLegend</name>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Bloque la ligne de vue</translation>
    </message>
</context>
<context>
    <name>TableMarkers</name>
    <message>
        <source>A trap, set off: %1</source>
        <translation>Un piège, déclenché : %1</translation>
    </message>
    <message>
        <source>A marker laid face down: a trap or a decoy</source>
        <translation>Un pion posé face cachée : un piège ou un leurre</translation>
    </message>
</context>
<context>
    <name>TableObjectsBox</name>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Objects (ND, free actions)</source>
        <translation>Objets (ND, actions libres)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>From the left edge</source>
        <translation>Depuis le bord gauche</translation>
    </message>
    <message>
        <source>From the top edge</source>
        <translation>Depuis le bord haut</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>ND</source>
        <translation>ND</translation>
    </message>
    <message>
        <source>Free action</source>
        <translation>Action libre</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Utilisé par</translation>
    </message>
    <message>
        <source>Completes</source>
        <translation>Accomplit</translation>
    </message>
    <message>
        <source>none: fixed</source>
        <translation>aucun : fixe</translation>
    </message>
    <message>
        <source>Computer of its faction</source>
        <translation>Ordinateur de sa faction</translation>
    </message>
    <message>
        <source>Self-destruct key (the Defender&apos;s)</source>
        <translation>Clé d’auto-destruction (du Défenseur)</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>héros</translation>
    </message>
    <message>
        <source>villains</source>
        <translation>vilains</translation>
    </message>
    <message>
        <source>third side</source>
        <translation>troisième camp</translation>
    </message>
</context>
<context>
    <name>TableOdds</name>
    <message>
        <source>Chance to hit: %1</source>
        <translation>Chance de toucher : %1</translation>
    </message>
    <message>
        <source>Chance to win the opposed test: %1</source>
        <translation>Chance de gagner le test en opposition : %1</translation>
    </message>
    <message>
        <source>Each attack dodged: %1</source>
        <translation>Chaque attaque esquivée : %1</translation>
    </message>
    <message>
        <source>Each wound die wounds: %1</source>
        <translation>Chaque dé de blessure blesse : %1</translation>
    </message>
    <message>
        <source>Chance to be taken out: %1</source>
        <translation>Chance d’être mis hors de combat : %1</translation>
    </message>
    <message>
        <source>Chance to take the target out: %1</source>
        <translation>Chance de mettre la cible hors de combat : %1</translation>
    </message>
    <message>
        <source>PV / PC lost on average: %1</source>
        <translation>PV / PC perdus en moyenne : %1</translation>
    </message>
    <message>
        <source>Exact odds before the roll:</source>
        <translation>Cotes exactes avant le jet :</translation>
    </message>
    <message>
        <source>Chance of a riposte: %1</source>
        <translation>Chance d’une riposte : %1</translation>
    </message>
    <message>
        <source>%1 (%2): wins %3</source>
        <translation>%1 (%2) : l’emportent %3</translation>
    </message>
    <message>
        <source>Figures taken out on average: %1</source>
        <translation>Figurines mises hors de combat en moyenne : %1</translation>
    </message>
    <message>
        <source>%1, caught with %2:</source>
        <translation>%1, prise avec %2 :</translation>
    </message>
    <message>
        <source>The figure that attacks:</source>
        <translation>La figurine qui attaque :</translation>
    </message>
    <message>
        <source>The figure attacked:</source>
        <translation>La figurine attaquée :</translation>
    </message>
    <message>
        <source>PV / PC lost, each with its chance:</source>
        <translation>PV / PC perdus, chacun avec sa chance :</translation>
    </message>
</context>
<context>
    <name>TableOverlayLegend</name>
    <message>
        <source>Movement reach (selected figure)</source>
        <translation>Portée de déplacement (figurine sélectionnée)</translation>
    </message>
    <message>
        <source>Lines of sight to the enemies</source>
        <translation>Lignes de vue vers les ennemis</translation>
    </message>
    <message>
        <source>Weapon ranges</source>
        <translation>Portées des armes</translation>
    </message>
    <message>
        <source>Frontal arc</source>
        <translation>Arc frontal</translation>
    </message>
    <message>
        <source>Radii of the chosen action</source>
        <translation>Rayons de l’action choisie</translation>
    </message>
    <message>
        <source>plain: a full move</source>
        <translation>uni : un déplacement complet</translation>
    </message>
    <message>
        <source>diagonal lines, dashed edge: a shorter mode (crawling, vigilant walk…)</source>
        <translation>hachures obliques, bord en tirets : un mode plus court (ramper, marche vigilante…)</translation>
    </message>
    <message>
        <source>other diagonal, dash-dot edge: any further mode</source>
        <translation>autres hachures, bord tiret-point : tout autre mode</translation>
    </message>
    <message>
        <source>solid line, round badge: in sight — how much of it is seen, and its cover; a ring: a weapon reaches it</source>
        <translation>ligne pleine, pastille ronde : en vue — la part visible et son couvert ; un anneau : une arme l’atteint</translation>
    </message>
    <message>
        <source>dashed line, square badge: not in sight (less than half of it seen)</source>
        <translation>ligne en tirets, pastille carrée : hors de vue (moins de la moitié visible)</translation>
    </message>
    <message>
        <source>dotted line, triangle badge: behind the figure, out of its frontal arc</source>
        <translation>ligne pointillée, pastille triangulaire : derrière la figurine, hors de son arc frontal</translation>
    </message>
    <message>
        <source>diamond badge: in close-combat reach</source>
        <translation>pastille en losange : au contact pour le corps à corps</translation>
    </message>
    <message>
        <source>dashed ring: a weapon&apos;s range, base to base</source>
        <translation>cercle en tirets : la portée d’une arme, de socle à socle</translation>
    </message>
    <message>
        <source>dotted wedge: what the figure sees ahead</source>
        <translation>secteur pointillé : ce que la figurine voit devant elle</translation>
    </message>
    <message>
        <source>cross-hatched disc: blast, detection or alert radius</source>
        <translation>disque quadrillé : rayon d’explosion, de détection ou d’alerte</translation>
    </message>
    <message>
        <source>solid tape: the move, within reach</source>
        <translation>mètre plein : le déplacement, à portée</translation>
    </message>
    <message>
        <source>dashed tape: beyond the figure&apos;s reach</source>
        <translation>mètre en tirets : au-delà de la portée de la figurine</translation>
    </message>
    <message>
        <source>Dragging a figure</source>
        <translation>Déplacer une figurine</translation>
    </message>
</context>
<context>
    <name>TableOverlayToggleBar</name>
    <message>
        <source>Reach</source>
        <translation>Accès</translation>
    </message>
    <message>
        <source>Where the selected figure can end a move, in each movement mode</source>
        <translation>Où la figurine sélectionnée peut finir un déplacement, dans chaque mode de déplacement</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Lines of sight to each enemy, with how much of it is seen and its cover</source>
        <translation>Lignes de vue vers chaque ennemi, avec la part visible et son couvert</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>Portées</translation>
    </message>
    <message>
        <source>The range of each weapon of the selected figure</source>
        <translation>La portée de chaque arme de la figurine sélectionnée</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Arc</translation>
    </message>
    <message>
        <source>The frontal arc of the selected figure, where the rules give one</source>
        <translation>L’arc frontal de la figurine sélectionnée, quand les règles en donnent un</translation>
    </message>
    <message>
        <source>Radii</source>
        <translation>Rayons</translation>
    </message>
    <message>
        <source>The radii the chosen action uses (blast, detection, alert)</source>
        <translation>Les rayons de l’action choisie (explosion, détection, alerte)</translation>
    </message>
</context>
<context>
    <name>TableOverlays</name>
    <message>
        <source>behind</source>
        <translation>dans le dos</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Taken back: the game is as it was before that action.</source>
        <translation>Retour en arrière : la partie est revenue à l’état d’avant cette action.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Revenir en arrière</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>Exporter le journal…</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>%1 to play, %2</source>
        <translation>camp actif : %1, %2</translation>
    </message>
    <message>
        <source> — not saved (throwaway game)</source>
        <translation> — non enregistrée (partie jetable)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — tour %2, %3 — graine %4</translation>
    </message>
</context>
<context>
    <name>TablePlayTool</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Click a figure to see where it can go, what it sees and hits; drag a figure of the side to play to move it, drag its facing wedge to turn it (Shift snaps 15°).</source>
        <translation>Cliquez une figurine pour voir où elle peut aller, ce qu’elle voit et atteint ; faites glisser une figurine du camp qui joue pour la déplacer, son triangle d’orientation pour la tourner (Maj : par pas de 15°).</translation>
    </message>
    <message>
        <source>Only a figure of the side to play can be moved.</source>
        <translation>Seule une figurine du camp qui joue peut être déplacée.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>hors de portée</translation>
    </message>
    <message>
        <source>Moving %1: %2</source>
        <translation>Déplacement de %1 : %2</translation>
    </message>
    <message>
        <source>Turning %1: facing %2°</source>
        <translation>Rotation de %1 : orientation %2°</translation>
    </message>
</context>
<context>
    <name>TablePropertiesPanel</name>
    <message>
        <source>Type a finite number.</source>
        <translation>Saisissez un nombre fini.</translation>
    </message>
    <message>
        <source>Select a terrain piece, a figure or an objective on the table to edit it here.</source>
        <translation>Sélectionnez un élément de décor, une figurine ou un objectif sur la table pour le modifier ici.</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Objectif : %1</translation>
    </message>
    <message>
        <source>Figure: %1</source>
        <translation>Figurine : %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Terrain piece</source>
        <translation>Élément de décor</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>One pas</source>
        <translation>Un pas</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Couvert</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Ligne de vue</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Sommet</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Code or key</source>
        <translation>Code ou clé</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Cachette</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>From the left edge</source>
        <translation>Depuis le bord gauche</translation>
    </message>
    <message>
        <source>From the top edge</source>
        <translation>Depuis le bord supérieur</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Bloque la ligne de vue</translation>
    </message>
    <message>
        <source>Hides what is behind it at any height; other pieces hide what is lower.</source>
        <translation>Cache ce qui est derrière à toute hauteur ; les autres décors cachent ce qui est plus bas.</translation>
    </message>
    <message>
        <source>Flat ground: figures stand on top</source>
        <translation>Sol plat : les figurines se tiennent dessus</translation>
    </message>
    <message>
        <source>A place to hide in</source>
        <translation>Un endroit où se cacher</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>héros</translation>
    </message>
    <message>
        <source>villains</source>
        <translation>vilains</translation>
    </message>
    <message>
        <source>third side</source>
        <translation>troisième camp</translation>
    </message>
    <message>
        <source>The sides whose figures may open this door freely</source>
        <translation>Les camps dont les figurines peuvent ouvrir cette porte librement</translation>
    </message>
    <message>
        <source>Not a door</source>
        <translation>Pas une porte</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>Porte ouverte</translation>
    </message>
    <message>
        <source>Closed door</source>
        <translation>Porte fermée</translation>
    </message>
    <message>
        <source>The Eisdrachen rules do not fix the length of a pas: choose it for your table.</source>
        <translation>Les règles d’Eisdrachen ne fixent pas la longueur d’un pas : choisissez-la pour votre table.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Height: %1</source>
        <translation>Hauteur : %1</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Bloque la ligne de vue</translation>
    </message>
    <message>
        <source>%1 (%2), facing %3°</source>
        <translation>%1 (%2), orientation %3°</translation>
    </message>
</context>
<context>
    <name>TableSelectTool</name>
    <message>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <source>Click a terrain piece, figure or objective to select it (Shift adds); drag to move; Delete removes; Ctrl+wheel turns a figure.</source>
        <translation>Cliquez sur un élément de décor, une figurine ou un objectif pour le sélectionner (Maj ajoute) ; faites glisser pour déplacer ; Suppr supprime ; Ctrl+molette tourne une figurine.</translation>
    </message>
</context>
<context>
    <name>TableSetupPanel</name>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>La graine doit être un nombre entier de 0 à %1.</translation>
    </message>
    <message>
        <source>Seed of the app&apos;s rolls</source>
        <translation>Graine des jets de l’application</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Début de partie</translation>
    </message>
    <message>
        <source>Plays first</source>
        <translation>Joue en premier</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Options de règles</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>Recorded with the game: the same seed and the same actions replay the same game.</source>
        <translation>Enregistrée avec la partie : la même graine et les mêmes actions rejouent la même partie.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Play it first: attacker and defender, initiative, deployment in the zones</source>
        <translation>La jouer d’abord : attaquant et défenseur, initiative, déploiement dans les zones</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n figure(s) on the table</source>
        <translation>
            <numerusform>%1 : %n figurine sur la table</numerusform>
            <numerusform>%1 : %n figurines sur la table</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure stands on the table: place the figures in the editor first.</source>
        <translation>Aucune figurine n’est sur la table : placez d’abord les figurines dans l’éditeur.</translation>
    </message>
    <message>
        <source>The defaults of the rule system (docs/table-play.md).</source>
        <translation>Les valeurs par défaut du système de règles (docs/table-play.md).</translation>
    </message>
</context>
<context>
    <name>TableStyles</name>
    <message>
        <source>No cover</source>
        <translation>Aucun couvert</translation>
    </message>
    <message>
        <source>Light cover</source>
        <translation>Couvert léger</translation>
    </message>
    <message>
        <source>Medium cover</source>
        <translation>Couvert moyen</translation>
    </message>
    <message>
        <source>Heavy cover</source>
        <translation>Couvert lourd</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terrain dégagé</translation>
    </message>
    <message>
        <source>Difficult terrain</source>
        <translation>Terrain difficile</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Escalade</translation>
    </message>
    <message>
        <source>Deep water</source>
        <translation>Eau profonde</translation>
    </message>
    <message>
        <source>Shallow water</source>
        <translation>Eau peu profonde</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <source>Crawl only</source>
        <translation>En rampant uniquement</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source>pas</source>
        <translation>pas</translation>
    </message>
</context>
<context>
    <name>TerrainStrip</name>
    <message>
        <source>Terrain to paint:</source>
        <translation>Terrain à peindre :</translation>
    </message>
    <message>
        <source>Plain (no terrain)</source>
        <translation>Normal (aucun terrain)</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Dangerous</source>
        <translation>Dangereux</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Promontory</source>
        <translation>Promontoire</translation>
    </message>
</context>
<context>
    <name>TileForm</name>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>Reinforcement cost</source>
        <translation>Coût de renfort</translation>
    </message>
    <message>
        <source>Leader symbol</source>
        <translation>Symbole de leader</translation>
    </message>
    <message>
        <source>A solo card with the leader symbol activates every leader tile.</source>
        <translation>Une carte solo avec le symbole de leader active toutes les tuiles leader.</translation>
    </message>
    <message>
        <source>0 (never returns)</source>
        <translation>0 (ne revient jamais)</translation>
    </message>
    <message>
        <source>Reinforcement points to bring back one of its figures; 0 = never returns.</source>
        <translation>Points de renfort pour ramener une de ses figurines ; 0 = ne revient jamais.</translation>
    </message>
    <message>
        <source>Units activated by this tile</source>
        <translation>Unités activées par cette tuile</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Ajouter une unité</translation>
    </message>
    <message>
        <source>Mission event</source>
        <translation>Événement de mission</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>Aucune tuile sélectionnée</translation>
    </message>
    <message>
        <source>Tile “%1”</source>
        <translation>Tuile «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Choose the mission event this tile triggers; its numbered options are written in the Mission panel.</source>
        <translation>Choisissez l’événement de mission que déclenche cette tuile ; ses options numérotées s’écrivent dans le panneau Mission.</translation>
    </message>
    <message>
        <source>This event has no options yet.</source>
        <translation>Cet événement n’a pas encore d’options.</translation>
    </message>
    <message>
        <source>This scenario has no units yet: add them in the Units panel first.</source>
        <translation>Ce scénario n’a pas encore d’unités : ajoutez-les d’abord dans le panneau Unités.</translation>
    </message>
    <message>
        <source>A tile activates 1 to 100 figures of a unit.</source>
        <translation>Une tuile active de 1 à 100 figurines d’une unité.</translation>
    </message>
</context>
<context>
    <name>TileUnitRow</name>
    <message>
        <source>Figures of this unit activated by the tile</source>
        <translation>Figurines de cette unité activées par la tuile</translation>
    </message>
    <message>
        <source>Remove this unit from the tile</source>
        <translation>Retirer cette unité de la tuile</translation>
    </message>
    <message>
        <source>%1 (unknown unit)</source>
        <translation>%1 (unité inconnue)</translation>
    </message>
</context>
<context>
    <name>TokenForm</name>
    <message>
        <source>Objective: %1</source>
        <translation>Objectif : %1</translation>
    </message>
    <message>
        <source>Figure: %1 (%2)</source>
        <translation>Figurine : %1 (%2)</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>Vilain</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutre</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Number (ties)</source>
        <translation>Numéro (égalités)</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>River tile</source>
        <translation>Tuile de rivière</translation>
    </message>
    <message>
        <source>Deployed at the start</source>
        <translation>Déployée au départ</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
</context>
<context>
    <name>UnitCardPreview</name>
    <message>
        <source>Card in English</source>
        <translation>Carte en anglais</translation>
    </message>
    <message>
        <source>Card in French</source>
        <translation>Carte en français</translation>
    </message>
    <message>
        <source>The language of the card preview</source>
        <translation>La langue de l’aperçu de la carte</translation>
    </message>
</context>
<context>
    <name>UnitSharing</name>
    <message>
        <source>Add from library…</source>
        <translation>Ajouter depuis la bibliothèque…</translation>
    </message>
    <message>
        <source>Use units of other scenarios of the library in this one</source>
        <translation>Utiliser dans celui-ci des unités d’autres scénarios de la bibliothèque</translation>
    </message>
</context>
<context>
    <name>UnitsPanel</name>
    <message>
        <source>Add weapon</source>
        <translation>Ajouter une arme</translation>
    </message>
    <message>
        <source>From the base to the top of the head, for line of sight over cover</source>
        <translation>Du socle au sommet de la tête, pour la ligne de vue par-dessus les couverts</translation>
    </message>
    <message>
        <source>Energy cubes of a hero; villains spend the river&apos;s energy</source>
        <translation>Cubes d’énergie d’un héros ; les vilains dépensent l’énergie de la rivière</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Menace</source>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Add attack</source>
        <translation>Ajouter une attaque</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Dice rolled as an automatic defence, on top of the armour</source>
        <translation>Dés lancés en défense automatique, en plus de l’armure</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Defence dice</source>
        <translation>Dés de défense</translation>
    </message>
    <message>
        <source>Objective checks (no dice: cannot perform it)</source>
        <translation>Tests d’objectif (sans dés : impossible)</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Free rerolls (once per roll)</source>
        <translation>Relances gratuites (une par jet)</translation>
    </message>
    <message>
        <source> pas</source>
        <translation> pas</translation>
    </message>
    <message>
        <source>Carries a heavy weapon (cannot crawl)</source>
        <translation>Porte une arme lourde (ne peut pas ramper)</translation>
    </message>
    <message>
        <source>Carries a medipack (heals 1 PV)</source>
        <translation>Porte un médipac (soigne 1 PV)</translation>
    </message>
    <message>
        <source>Speed (V)</source>
        <translation>Vitesse (V)</translation>
    </message>
    <message>
        <source>Intelligence (I)</source>
        <translation>Intelligence (I)</translation>
    </message>
    <message>
        <source>Attacks (A)</source>
        <translation>Attaques (A)</translation>
    </message>
    <message>
        <source>Strength (F)</source>
        <translation>Force (F)</translation>
    </message>
    <message>
        <source>Hit points (PV)</source>
        <translation>Points de vie (PV)</translation>
    </message>
    <message>
        <source>Figure height</source>
        <translation>Hauteur de la figurine</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Base diameter, for close-combat contact and large targets</source>
        <translation>Diamètre du socle, pour le contact au corps à corps et les grandes cibles</translation>
    </message>
    <message>
        <source>Shooting (Tir)</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Melee (Càc)</source>
        <translation>Corps à corps (Càc)</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Physical defence (Dφ)</source>
        <translation>Défense physique (Dφ)</translation>
    </message>
    <message>
        <source>Constitution (PC)</source>
        <translation>Constitution (PC)</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Dextérité</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Socle</translation>
    </message>
    <message>
        <source>What the card says</source>
        <translation>Ce que dit la carte</translation>
    </message>
    <message>
        <source>UC: vigilant walk and ready to fire</source>
        <translation>UC : marche vigilante et prêt à tirer</translation>
    </message>
    <message>
        <source>Impulsive: moves automatically, first</source>
        <translation>Impulsive : bouge automatiquement, en premier</translation>
    </message>
    <message>
        <source>Infiltration (+1 to the initiative)</source>
        <translation>Infiltration (+1 à l’initiative)</translation>
    </message>
    <message>
        <source>Prescience (+1 to the initiative)</source>
        <translation>Prescience (+1 à l’initiative)</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source>Add skill</source>
        <translation>Ajouter une compétence</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>any range</source>
        <translation>toute portée</translation>
    </message>
    <message>
        <source> zones</source>
        <translation> zones</translation>
    </message>
    <message>
        <source>Maximum range of a ranged attack</source>
        <translation>Portée maximale d’une attaque à distance</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Corps à corps</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>À distance</translation>
    </message>
    <message>
        <source>Weapon (French)</source>
        <translation>Arme (français)</translation>
    </message>
    <message>
        <source>Weapon (English)</source>
        <translation>Arme (anglais)</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corps à corps</translation>
    </message>
    <message>
        <source>Range; step below 0 for a melee weapon</source>
        <translation>Portée ; descendre sous 0 pour une arme de corps à corps</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Sniper scope</source>
        <translation>Lunette de sniper</translation>
    </message>
    <message>
        <source>With a range of 20 pas or more, the weapon can snipe</source>
        <translation>Avec une portée de 20 pas ou plus, l’arme permet l’action Sniper</translation>
    </message>
    <message>
        <source>Special rule (French)</source>
        <translation>Règle spéciale (français)</translation>
    </message>
    <message>
        <source>Special rule (English)</source>
        <translation>Règle spéciale (anglais)</translation>
    </message>
    <message>
        <source>Add a special rule as data</source>
        <translation>Ajouter une règle spéciale en données</translation>
    </message>
    <message>
        <source>Rule (French)</source>
        <translation>Règle (français)</translation>
    </message>
    <message>
        <source>Rule (English)</source>
        <translation>Règle (anglais)</translation>
    </message>
    <message>
        <source>More D20 at the same target, each a hit of its own</source>
        <translation>D20 de plus sur la même cible, chacun un coup à part</translation>
    </message>
    <message>
        <source>Only standing still</source>
        <translation>Seulement sans avoir bougé</translation>
    </message>
    <message>
        <source>no blast</source>
        <translation>pas d’explosion</translation>
    </message>
    <message>
        <source>A blast radius makes the weapon a grenade</source>
        <translation>Un rayon d’explosion fait de l’arme une grenade</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Extra dice</source>
        <translation>Dés en plus</translation>
    </message>
    <message>
        <source>Blast</source>
        <translation>Explosion</translation>
    </message>
    <message>
        <source>Skill name (French)</source>
        <translation>Nom de la compétence (français)</translation>
    </message>
    <message>
        <source>Skill name (English)</source>
        <translation>Nom de la compétence (anglais)</translation>
    </message>
    <message>
        <source>What it does (French)</source>
        <translation>Effet (français)</translation>
    </message>
    <message>
        <source>What it does (English)</source>
        <translation>Effet (anglais)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Optional: the code the game engines recognise for this rule</source>
        <translation>Facultatif : le code que les moteurs de jeu reconnaissent pour cette règle</translation>
    </message>
    <message>
        <source>No portrait: the card shows a silhouette.</source>
        <translation>Pas de portrait : la carte affiche une silhouette.</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Crop…</source>
        <translation>Recadrer…</translation>
    </message>
    <message>
        <source>Import a PNG or JPEG image as the unit&apos;s portrait</source>
        <translation>Importer une image PNG ou JPEG comme portrait de l’unité</translation>
    </message>
    <message>
        <source>Import portrait</source>
        <translation>Importer un portrait</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>This unit&apos;s profile belongs to another rule system than the scenario&apos;s; the checker reports it.</source>
        <translation>Le profil de cette unité appartient à un autre système de règles que celui du scénario ; le vérificateur le signale.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Description (French)</source>
        <translation>Description (français)</translation>
    </message>
    <message>
        <source>Description (English)</source>
        <translation>Description (anglais)</translation>
    </message>
    <message>
        <source>figures: %1</source>
        <translation>figurines : %1</translation>
    </message>
    <message>
        <source>river tiles: %1</source>
        <translation>tuiles de rivière : %1</translation>
    </message>
    <message>
        <source>“%1” is not removed: it is used by %2. Remove those or give them another unit first.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas supprimée : elle est utilisée par %2. Retirez-les ou donnez-leur d’abord une autre unité.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Add a unit with the profile of the scenario&apos;s rule system</source>
        <translation>Ajouter une unité avec le profil du système de règles du scénario</translation>
    </message>
    <message>
        <source>Remove the selected unit (not while figures or river tiles use it)</source>
        <translation>Supprimer l’unité sélectionnée (impossible tant que des figurines ou des tuiles de rivière l’utilisent)</translation>
    </message>
    <message>
        <source>No unit yet. Add one to write its card.</source>
        <translation>Pas encore d’unité. Ajoutez-en une pour rédiger sa carte.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Back of the card</source>
        <translation>Dos de la carte</translation>
    </message>
    <message>
        <source>Skills and special rules</source>
        <translation>Compétences et règles spéciales</translation>
    </message>
    <message>
        <source>Drag the frame to choose what the card shows; drag its corner or use the wheel to resize.</source>
        <translation>Faites glisser le cadre pour choisir ce que montre la carte ; faites glisser son coin ou utilisez la molette pour le redimensionner.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>No image: the back shows the unit&apos;s name, side and the game&apos;s mark.</source>
        <translation>Sans image : le dos montre le nom de l’unité, son camp et la marque du jeu.</translation>
    </message>
    <message>
        <source>Image…</source>
        <translation>Image…</translation>
    </message>
    <message>
        <source>Print a PNG or JPEG image on the back of this unit&apos;s cards</source>
        <translation>Imprimer une image PNG ou JPEG au dos des cartes de cette unité</translation>
    </message>
    <message>
        <source>Card back image</source>
        <translation>Image du dos de carte</translation>
    </message>
</context>
<context>
    <name>VillainPanel</name>
    <message>
        <source>The dice of this roll are only partly typed in the Dice tab: finish typing the dice, or clear them to let the app roll.</source>
        <translation>Les dés de ce jet ne sont que partiellement saisis dans l’onglet Dés : finissez de saisir les dés, ou effacez-les pour laisser l’application lancer.</translation>
    </message>
    <message>
        <source>Accept uses the dice you typed: %1.</source>
        <translation>Accepter utilisera les dés que vous avez saisis : %1.</translation>
    </message>
    <message>
        <source>Dice partly typed (%1): finish typing the dice, or clear them to let the app roll.</source>
        <translation>Dés partiellement saisis (%1) : finissez de saisir les dés, ou effacez-les pour laisser l’application lancer.</translation>
    </message>
    <message>
        <source>Defend without a guard</source>
        <translation>Se défendre sans garde</translation>
    </message>
    <message numerus="yes">
        <source>Defend with %n energy cube(s)</source>
        <translation>
            <numerusform>Se défendre avec %n cube d’énergie</numerusform>
            <numerusform>Se défendre avec %n cubes d’énergie</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, typed dice</source>
        <translation>%1, dés saisis</translation>
    </message>
    <message>
        <source>Accept with the typed dice</source>
        <translation>Accepter avec les dés saisis</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Enter dice…</source>
        <translation>Saisir les dés…</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Revenir en arrière</translation>
    </message>
    <message>
        <source>No villain step to play now.</source>
        <translation>Aucune étape des vilains à jouer pour l’instant.</translation>
    </message>
    <message>
        <source>The villains play after the heroes: end the heroes&apos; turn to draw the solo card.</source>
        <translation>Les vilains jouent après les héros : terminez le tour des héros pour piocher la carte solo.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles : %1</translation>
    </message>
    <message>
        <source>Choose the guard…</source>
        <translation>Choisir la garde…</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 — the villains&apos; reserve: %n cube(s)</source>
        <translation>
            <numerusform>Tour %1 — réserve des vilains : %n cube</numerusform>
            <numerusform>Tour %1 — réserve des vilains : %n cubes</numerusform>
        </translation>
    </message>
    <message>
        <source>, spent: %1</source>
        <translation>, dépensés : %1</translation>
    </message>
    <message numerus="yes">
        <source>Villain energy this step spends: %n cube(s)</source>
        <translation>
            <numerusform>Énergie des vilains que dépense cette étape : %n cube</numerusform>
            <numerusform>Énergie des vilains que dépense cette étape : %n cubes</numerusform>
        </translation>
    </message>
    <message>
        <source>Golden rule: choose the place most disadvantageous to you — a button, or click a highlighted zone on the board.</source>
        <translation>Règle d’or : choisissez l’endroit le plus désavantageux pour vous — un bouton, ou cliquez sur une zone en surbrillance sur le plateau.</translation>
    </message>
    <message>
        <source> (heuristic)</source>
        <translation> (heuristique)</translation>
    </message>
    <message>
        <source>Last: %1</source>
        <translation>Dernier : %1</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <source>Solo card</source>
        <translation>Carte solo</translation>
    </message>
    <message>
        <source>River tile activated</source>
        <translation>Tuile de la rivière activée</translation>
    </message>
    <message>
        <source>Character activation</source>
        <translation>Activation d’un personnage</translation>
    </message>
    <message>
        <source>Villain attack</source>
        <translation>Attaque d’un vilain</translation>
    </message>
    <message>
        <source>Objective check</source>
        <translation>Test d’objectif</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <source>Golden rule: your choice</source>
        <translation>Règle d’or : votre choix</translation>
    </message>
    <message>
        <source>Cleaning the river</source>
        <translation>Dépollution de la rivière</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>Il ne se passe rien</translation>
    </message>
    <message>
        <source>End of the villains&apos; turn</source>
        <translation>Fin du tour des vilains</translation>
    </message>
    <message>
        <source>Hero&apos;s defence</source>
        <translation>Défense du héros</translation>
    </message>
    <message>
        <source>Heroes&apos; recovery</source>
        <translation>Récupération des héros</translation>
    </message>
    <message>
        <source>%1 attempts its objective check (difficulty %2). Roll the dice and enter them, or accept to let the app roll.</source>
        <translation>%1 tente son test d’objectif (difficulté %2). Lancez les dés et saisissez-les, ou acceptez pour laisser l’application les lancer.</translation>
    </message>
    <message>
        <source>%1 attacks %2 (armour %3). Roll the dice and enter them, or accept to let the app roll.</source>
        <translation>%1 attaque %2 (armure %3). Lancez les dés et saisissez-les, ou acceptez pour laisser l’application les lancer.</translation>
    </message>
    <message>
        <source>The hero&apos;s defence comes next: you choose its guard.</source>
        <translation>La défense du héros vient ensuite : vous choisissez sa garde.</translation>
    </message>
    <message numerus="yes">
        <source>%1 hit %2 with %n success(es). Choose in the Dice tab the energy %2 commits to a guard (the exact odds of each choice are there), then roll or type the dice; Accept defends with the guard chosen there.</source>
        <translation>
            <numerusform>%1 a touché %2 avec %n succès. Choisissez dans l’onglet Dés l’énergie que %2 engage en garde (la probabilité exacte de chaque choix y figure), puis lancez ou saisissez les dés ; Accepter défend avec la garde choisie là.</numerusform>
            <numerusform>%1 a touché %2 avec %n succès. Choisissez dans l’onglet Dés l’énergie que %2 engage en garde (la probabilité exacte de chaque choix y figure), puis lancez ou saisissez les dés ; Accepter défend avec la garde choisie là.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallForm</name>
    <message>
        <source>Wall: %1</source>
        <translation>Mur : %1</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Bloque la ligne de vue</translation>
    </message>
    <message>
        <source>Blocks movement</source>
        <translation>Bloque le mouvement</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Sommets</translation>
    </message>
</context>
<context>
    <name>WallTool</name>
    <message>
        <source>Draw wall</source>
        <translation>Dessiner un mur</translation>
    </message>
    <message>
        <source>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</source>
        <translation>Cliquez les points d’un mur (ils s’aimantent aux sommets et aux bords) ; Entrée ou double-clic le termine, Échap annule.</translation>
    </message>
</context>
<context>
    <name>ZoneForm</name>
    <message>
        <source>Zone: %1</source>
        <translation>Zone : %1</translation>
    </message>
    <message>
        <source>When entering</source>
        <translation>En y entrant</translation>
    </message>
    <message>
        <source>When ending a move there</source>
        <translation>En y terminant un mouvement</translation>
    </message>
    <message>
        <source>When crossing</source>
        <translation>En la traversant</translation>
    </message>
    <message>
        <source>Not a reinforcement zone</source>
        <translation>Pas une zone de renfort</translation>
    </message>
    <message>
        <source>Not numbered: a zone outline is invalid</source>
        <translation>Non numérotée : le contour d’une zone est invalide</translation>
    </message>
    <message>
        <source>Number %1 in reading order</source>
        <translation>Numéro %1 dans l’ordre de lecture</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Nom (français)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nom (anglais)</translation>
    </message>
    <message>
        <source>Difficult terrain</source>
        <translation>Terrain difficile</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Dangerous terrain</source>
        <translation>Terrain dangereux</translation>
    </message>
    <message>
        <source>Danger strikes</source>
        <translation>Déclenchement du danger</translation>
    </message>
    <message>
        <source>Danger dice</source>
        <translation>Dés de danger</translation>
    </message>
    <message>
        <source>Promontory</source>
        <translation>Promontoire</translation>
    </message>
    <message>
        <source>Elevation level</source>
        <translation>Niveau de hauteur</translation>
    </message>
    <message>
        <source>Capacity (size points)</source>
        <translation>Capacité (points de taille)</translation>
    </message>
    <message>
        <source>Custom LOS marker</source>
        <translation>Repère de LDV personnalisé</translation>
    </message>
    <message>
        <source>LOS marker x</source>
        <translation>Repère de LDV x</translation>
    </message>
    <message>
        <source>LOS marker y</source>
        <translation>Repère de LDV y</translation>
    </message>
    <message>
        <source>Reading order</source>
        <translation>Ordre de lecture</translation>
    </message>
    <message>
        <source>Reinforcement zone</source>
        <translation>Zone de renfort</translation>
    </message>
    <message>
        <source>Reinforcement number</source>
        <translation>Numéro de renfort</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Illimitée</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Off: the marker is computed inside the outline. On: it stays where you put it.</source>
        <translation>Désactivé : le repère est calculé à l’intérieur du contour. Activé : il reste là où vous le placez.</translation>
    </message>
    <message>
        <source>Position in reading order (1 = first); Automatic sorts by the LOS marker.</source>
        <translation>Position dans l’ordre de lecture (1 = premier) ; Automatique trie selon le repère de LDV.</translation>
    </message>
</context>
</TS>
