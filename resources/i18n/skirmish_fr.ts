<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="17" />
            <source>About Skirmish Studio</source>
            <translation>À propos de Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="27" />
            <source>Scenario editor, card printer and solo play assistant for miniature skirmish games.</source>
            <translation>Éditeur de scénarios, impression de cartes et assistant de jeu solo pour les jeux d’escarmouche avec figurines.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="31" />
            <source>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</source>
            <translation>Polices : Noto Sans, Noto Sans Symbols et Symbols 2 (SIL Open Font License 1.1).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="34" />
            <source>Built with Qt %1 and PySide6.</source>
            <translation>Réalisé avec Qt %1 et PySide6.</translation>
        </message>
    </context>
    <context>
        <name>BackgroundStrip</name>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="104" />
            <source>Load image…</source>
            <translation>Charger une image…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="105" />
            <source>Put a PNG or JPEG scan of the board behind it</source>
            <translation>Placer en arrière-plan un scan PNG ou JPEG du plateau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="106" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="107" />
            <source>Opacity</source>
            <translation>Opacité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="108" />
            <source>Scale</source>
            <translation>Échelle</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="110" />
            <source>Scale the image so that the two clicked points are this far apart</source>
            <translation>Mettre l’image à l’échelle pour que les deux points cliqués soient à cette distance</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="112" />
            <source>Board size</source>
            <translation>Taille du plateau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="113" />
            <source>Fit image</source>
            <translation>Ajuster l’image</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="116" />
            <source>The image shows the whole board: scale it to this width and make this the board's size</source>
            <translation>L’image montre tout le plateau : la mettre à l’échelle de cette largeur et en faire la taille du plateau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="152" />
            <source>Points %1 mm apart; real distance:</source>
            <translation>Points distants de %1 mm ; distance réelle :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="156" />
            <source>Click point %1 of 2 on the image; real distance:</source>
            <translation>Cliquez sur le point %1 sur 2 de l’image ; distance réelle :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="170" />
            <source>Background image</source>
            <translation>Image d’arrière-plan</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="170" />
            <source>Images (*.png *.jpg *.jpeg)</source>
            <translation>Images (*.png *.jpg *.jpeg)</translation>
        </message>
    </context>
    <context>
        <name>BackgroundTool</name>
        <message>
            <location filename="../../editor/ui/board/background.py" line="84" />
            <source>Background</source>
            <translation>Arrière-plan</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="88" />
            <source>Load a scan of the board; click two points of the image a known distance apart and type that distance, or type the board's size.</source>
            <translation>Chargez un scan du plateau ; cliquez sur deux points de l’image séparés par une distance connue et saisissez cette distance, ou saisissez la taille du plateau.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="117" />
            <location filename="../../editor/ui/board/background.py" line="305" />
            <source>Load a background image first.</source>
            <translation>Chargez d’abord une image d’arrière-plan.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="164" />
            <location filename="../../editor/ui/board/background.py" line="223" />
            <source>Choose a PNG or JPEG image.</source>
            <translation>Choisissez une image PNG ou JPEG.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="167" />
            <location filename="../../editor/ui/board/background.py" line="226" />
            <source>The image is larger than %1 MiB.</source>
            <translation>L’image dépasse %1 Mio.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="174" />
            <source>Cannot read the image: %1</source>
            <translation>Impossible de lire l’image : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="193" />
            <source>This image is already the background.</source>
            <translation>Cette image est déjà l’arrière-plan.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="213" />
            <source>Background loaded: %1 × %2 pixels.</source>
            <translation>Arrière-plan chargé : %1 × %2 pixels.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="230" />
            <source>This file is not a readable PNG or JPEG image.</source>
            <translation>Ce fichier n’est pas une image PNG ou JPEG lisible.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="238" />
            <source>The image has too many pixels (%1 × %2, at most %3).</source>
            <translation>L’image a trop de pixels (%1 × %2, au plus %3).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="282" />
            <source>Click two points on the image first.</source>
            <translation>Cliquez d’abord sur deux points de l’image.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="285" />
            <source>Type the real distance between the two points, in mm.</source>
            <translation>Saisissez la distance réelle entre les deux points, en mm.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="308" />
            <source>Type the board's width and height, in mm.</source>
            <translation>Saisissez la largeur et la hauteur du plateau, en mm.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="324" />
            <source>The image's proportions differ from the board's: it was scaled to the board's width.</source>
            <translation>Les proportions de l’image diffèrent de celles du plateau : elle a été mise à l’échelle de la largeur du plateau.</translation>
        </message>
    </context>
    <context>
        <name>Binder</name>
        <message>
            <location filename="../../editor/ui/panels/bound_fields.py" line="316" />
            <source>This text is longer than %1 characters: it is kept here but not saved. Shorten it.</source>
            <translation>Ce texte dépasse %1 caractères : il est conservé ici mais pas enregistré. Raccourcissez-le.</translation>
        </message>
    </context>
    <context>
        <name>BoardEditor</name>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="38" />
            <source>Move zone</source>
            <translation>Déplacer la zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="39" />
            <source>Move token</source>
            <translation>Déplacer le pion</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="40" />
            <source>Delete zone</source>
            <translation>Supprimer la zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="41" />
            <source>Draw zone</source>
            <translation>Dessiner une zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="42" />
            <source>Draw wall</source>
            <translation>Dessiner un mur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="43" />
            <source>Move corner</source>
            <translation>Déplacer le sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="44" />
            <source>Add corner</source>
            <translation>Ajouter un sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="45" />
            <source>Delete corner</source>
            <translation>Supprimer le sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="46" />
            <source>Move LOS marker</source>
            <translation>Déplacer le repère de ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="47" />
            <source>Toggle reinforcement zone</source>
            <translation>Basculer la zone de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="48" />
            <source>Change line of sight</source>
            <translation>Modifier la ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="49" />
            <source>Edit border</source>
            <translation>Modifier la bordure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="50" />
            <source>Swap border direction</source>
            <translation>Inverser le sens de la bordure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="51" />
            <source>Paint terrain</source>
            <translation>Peindre le terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="52" />
            <source>Paint elevation</source>
            <translation>Peindre la hauteur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="53" />
            <source>Split zone</source>
            <translation>Découper la zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="54" />
            <source>Merge zones</source>
            <translation>Fusionner les zones</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="55" />
            <source>Place objective</source>
            <translation>Placer un objectif</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="56" />
            <source>Place figure</source>
            <translation>Placer une figurine</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="57" />
            <source>Load background image</source>
            <translation>Charger l’image d’arrière-plan</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="58" />
            <source>Remove background image</source>
            <translation>Retirer l’image d’arrière-plan</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="59" />
            <source>Change background opacity</source>
            <translation>Modifier l’opacité de l’arrière-plan</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="60" />
            <source>Calibrate background</source>
            <translation>Étalonner l’arrière-plan</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="149" />
            <source>Board tools</source>
            <translation>Outils du plateau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="150" />
            <source>Marking tools</source>
            <translation>Outils de marquage</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="155" />
            <source>Zoom in</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="155" />
            <source>Zoom in (+ or the wheel)</source>
            <translation>Zoom avant (+ ou la molette)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="156" />
            <source>Zoom out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="156" />
            <source>Zoom out (- or the wheel)</source>
            <translation>Zoom arrière (- ou la molette)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="157" />
            <source>Fit</source>
            <translation>Ajuster</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="157" />
            <source>Show the whole board (F)</source>
            <translation>Afficher tout le plateau (F)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="158" />
            <source>Grid</source>
            <translation>Grille</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="158" />
            <source>Show a millimetre grid (G)</source>
            <translation>Afficher une grille millimétrée (G)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="162" />
            <source>Undo %1</source>
            <translation>Annuler : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="162" />
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="162" />
            <source>Redo %1</source>
            <translation>Rétablir : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="162" />
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
    </context>
    <context>
        <name>BorderEditor</name>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="68" />
            <source>Border</source>
            <translation>Bordure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="70" />
            <source>Open</source>
            <translation>Ouverte</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="71" />
            <source>Wall</source>
            <translation>Mur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="72" />
            <source>Door</source>
            <translation>Porte</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="73" />
            <source>Window</source>
            <translation>Fenêtre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="74" />
            <source>Climb</source>
            <translation>Escalade</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="75" />
            <source>Jump gap</source>
            <translation>Saut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="76" />
            <source>Fall only (first zone to second)</source>
            <translation>Chute seulement (de la première zone vers la seconde)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="80" />
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="80" />
            <source>Extra cost, first → second</source>
            <translation>Surcoût, première → seconde</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="81" />
            <source>Extra cost, second → first</source>
            <translation>Surcoût, seconde → première</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="81" />
            <source>Jump difficulty (0 = none)</source>
            <translation>Difficulté du saut (0 = aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="82" />
            <source>Blocks line of sight</source>
            <translation>Bloque la ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="85" />
            <source>Swap first and second zone</source>
            <translation>Échanger la première et la deuxième zone</translation>
        </message>
    </context>
    <context>
        <name>BorderForm</name>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="334" />
            <source>Border: %1</source>
            <translation>Bordure : %1</translation>
        </message>
    </context>
    <context>
        <name>CardForm</name>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="147" />
            <source>Slots</source>
            <translation>Emplacements</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="148" />
            <source>Leader</source>
            <translation>Leader</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="149" />
            <source>Icons</source>
            <translation>Icônes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="150" />
            <source>Burst</source>
            <translation>Burst</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="151" />
            <source>Bottom number</source>
            <translation>Nombre du bas</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="153" />
            <source>Key phrase</source>
            <translation>Phrase clé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="155" />
            <source>1, or 1, 3</source>
            <translation>1, ou 1, 3</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="157" />
            <source>River slots to activate, top number first; none on a leader-only card.</source>
            <translation>Emplacements de la rivière à activer, nombre du haut en premier ; aucun sur une carte avec le seul symbole de leader.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="159" />
            <source>Leader symbol</source>
            <translation>Symbole de leader</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="160" />
            <source>The card activates every leader tile, lowest slot first.</source>
            <translation>La carte active toutes les tuiles leader, en commençant par l’emplacement le plus bas.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="161" />
            <source>Clean the river</source>
            <translation>Dépolluer la rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="163" />
            <source>DEPOLLUER is printed: the villains clean a neutralized tile out of the river.</source>
            <translation>DEPOLLUER est imprimé : les vilains retirent de la rivière une tuile neutralisée.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="165" />
            <source>New key phrase for this card</source>
            <translation>Nouvelle phrase clé pour cette carte</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="168" />
            <source>Text (French)</source>
            <translation>Texte (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="169" />
            <source>Text (English)</source>
            <translation>Texte (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="170" />
            <source>Compares</source>
            <translation>Compare</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="171" />
            <source>Prefers</source>
            <translation>Préfère</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="180" />
            <source>Icons are tried from left to right.</source>
            <translation>Les icônes sont essayées de gauche à droite.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="182" />
            <source>Melee, then ranged</source>
            <translation>Corps à corps, puis à distance</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="183" />
            <source>Ranged, then melee</source>
            <translation>À distance, puis corps à corps</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="184" />
            <source>Melee only</source>
            <translation>Corps à corps uniquement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="185" />
            <source>Ranged only</source>
            <translation>À distance uniquement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="189" />
            <source>Up</source>
            <translation>Haut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="189" />
            <source>Down</source>
            <translation>Bas</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="194" />
            <source>Wounds</source>
            <translation>Blessures</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="195" />
            <source>Energy</source>
            <translation>Énergie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="196" />
            <source>Hit points</source>
            <translation>Points de vie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="197" />
            <source>Armour</source>
            <translation>Armure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="198" />
            <source>Menace</source>
            <translation>Menace</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="199" />
            <source>Distance</source>
            <translation>Distance</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="205" />
            <source>Lowest</source>
            <translation>Le plus faible</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="206" />
            <source>Highest</source>
            <translation>Le plus élevé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="230" />
            <source>No card selected</source>
            <translation>Aucune carte sélectionnée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="233" />
            <source>Card “%1”</source>
            <translation>Carte « %1 »</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="243" />
            <source>(none)</source>
            <translation>(aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="245" />
            <source>%1 (unknown)</source>
            <translation>%1 (inconnue)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="253" />
            <source>Key phrase “%1” (on %2 cards)</source>
            <translation>Phrase clé « %1 » (sur %2 cartes)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="284" />
            <source>Slots are one or two whole numbers from 1 to 20, top number first (for example 1, 3); “%1” was refused.</source>
            <translation>Les emplacements sont un ou deux nombres entiers de 1 à 20, celui du haut en premier (par exemple 1, 3) ; « %1 » a été refusé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="290" />
            <source>A card without slot numbers must show the leader symbol: tick it first.</source>
            <translation>Une carte sans numéro d’emplacement doit porter le symbole de leader : cochez-le d’abord.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="301" />
            <source>This card names no slot: give it a slot number before removing the leader symbol.</source>
            <translation>Cette carte ne désigne aucun emplacement : donnez-lui un numéro d’emplacement avant de retirer le symbole de leader.</translation>
        </message>
    </context>
    <context>
        <name>CardPrintDialog</name>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="57" />
            <source>Print cards</source>
            <translation>Imprimer les cartes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="66" />
            <source>Custom</source>
            <translation>Personnalisée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="77" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="78" />
            <source>Letter</source>
            <translation>Lettre US</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="80" />
            <source>English</source>
            <translation>Anglais</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="81" />
            <source>French</source>
            <translation>Français</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="83" />
            <source>3 mm bleed</source>
            <translation>Fond perdu de 3 mm</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="84" />
            <source>Backs for duplex printing</source>
            <translation>Dos pour l’impression recto verso</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="87" />
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="87" />
            <source>Copies</source>
            <translation>Exemplaires</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="108" />
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="109" />
            <source>Card size</source>
            <translation>Taille des cartes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="110" />
            <source>Custom size</source>
            <translation>Taille personnalisée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="111" />
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="112" />
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="124" />
            <source>◀ Previous</source>
            <translation>◀ Précédente</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="125" />
            <source>Next ▶</source>
            <translation>Suivante ▶</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="139" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="141" />
            <source>Export PDF…</source>
            <translation>Exporter en PDF…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="142" />
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="143" />
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="175" />
            <source>Unit cards</source>
            <translation>Cartes d’unités</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="175" />
            <source>Solo deck</source>
            <translation>Deck solo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="176" />
            <source>River tiles</source>
            <translation>Tuiles de la rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="176" />
            <source>AI reference sheet</source>
            <translation>Aide-mémoire de l’IA</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="177" />
            <source>Ruler in pas</source>
            <translation>Réglette en pas</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="180" />
            <source>Poker (63 × 88 mm)</source>
            <translation>Poker (63 × 88 mm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="180" />
            <source>Tarot (70 × 120 mm)</source>
            <translation>Tarot (70 × 120 mm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="181" />
            <source>A6 (105 × 148 mm)</source>
            <translation>A6 (105 × 148 mm)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/cards/dialog.py" line="220" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="237" />
            <source>Page %1 of %2</source>
            <translation>Page %1 sur %2</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="248" />
            <source>Export cards as PDF</source>
            <translation>Exporter les cartes en PDF</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="249" />
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="305" />
            <source>Cancelled.</source>
            <translation>Annulé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="308" />
            <source>Done.</source>
            <translation>Terminé.</translation>
        </message>
    </context>
    <context>
        <name>CheckerPanel</name>
        <message>
            <location filename="../../editor/ui/board/checker_panel.py" line="84" />
            <source>No problem found.</source>
            <translation>Aucun problème trouvé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/checker_panel.py" line="86" />
            <source>%1 error(s), %2 warning(s)</source>
            <translation>%1 erreur(s), %2 avertissement(s)</translation>
        </message>
    </context>
    <context>
        <name>ConditionForm</name>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="90" />
            <source>Objective reached</source>
            <translation>Objectif atteint</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="91" />
            <source>Objective completed</source>
            <translation>Objectif accompli</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="92" />
            <source>All heroes out</source>
            <translation>Tous les héros hors jeu</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="93" />
            <source>All villains neutralized</source>
            <translation>Tous les vilains neutralisés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="94" />
            <source>Figure neutralized</source>
            <translation>Figurine neutralisée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="95" />
            <source>Turn limit reached</source>
            <translation>Limite de tours atteinte</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="96" />
            <source>Turn reached</source>
            <translation>Tour atteint</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="125" />
            <location filename="../../editor/ui/panels/mission_forms.py" line="131" />
            <source>(none)</source>
            <translation>(aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="146" />
            <source>Turn</source>
            <translation>Tour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="146" />
            <location filename="../../editor/ui/panels/mission_forms.py" line="152" />
            <source>Times</source>
            <translation>Fois</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="152" />
            <source>Condition</source>
            <translation>Condition</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="152" />
            <source>Objective</source>
            <translation>Objectif</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="152" />
            <source>Figure</source>
            <translation>Figurine</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <location filename="../../editor/ui/crash.py" line="41" />
            <source>Unexpected error</source>
            <translation>Erreur inattendue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/crash.py" line="42" />
            <source>Something went wrong (%1). Your unsaved edits were copied to the recovery folder. The details are in %2; please attach that file to a bug report.</source>
            <translation>Un problème est survenu (%1). Vos modifications non enregistrées ont été copiées dans le dossier de récupération. Les détails sont dans %2 ; joignez ce fichier à un rapport de bogue.</translation>
        </message>
    </context>
    <context>
        <name>DeckPanel</name>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="105" />
            <source>This scenario has no solo deck yet.</source>
            <translation>Ce scénario n’a pas encore de deck solo.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="106" />
            <source>Use the default deck</source>
            <translation>Utiliser le deck par défaut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="107" />
            <source>Cards</source>
            <translation>Cartes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="108" />
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="109" />
            <source>Add card</source>
            <translation>Ajouter une carte</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="110" />
            <source>Duplicate</source>
            <translation>Dupliquer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="111" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
    </context>
    <context>
        <name>DeckStatsView</name>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="58" />
            <source>On the cards</source>
            <translation>Sur les cartes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="58" />
            <source>Cards</source>
            <translation>Cartes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="58" />
            <source>Share</source>
            <translation>Part</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="63" />
            <source>River slots (share of cards)</source>
            <translation>Emplacements de la rivière (part des cartes)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="65" />
            <source>Slot %1</source>
            <translation>Emplacement %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="68" />
            <source>the river has no such slot</source>
            <translation>la rivière n’a pas cet emplacement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="70" />
            <source>Leader symbol</source>
            <translation>Symbole de leader</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="71" />
            <source>First icon</source>
            <translation>Première icône</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="71" />
            <source>Second icon</source>
            <translation>Deuxième icône</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="71" />
            <source>Third icon</source>
            <translation>Troisième icône</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="75" />
            <source>All icons (share of printed icons)</source>
            <translation>Toutes les icônes (part des icônes imprimées)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="77" />
            <source>Key phrases</source>
            <translation>Phrases clés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="79" />
            <source>(none)</source>
            <translation>(aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="81" />
            <source>Arrows</source>
            <translation>Flèches</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="82" />
            <source>Up</source>
            <translation>Haut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="82" />
            <source>Down</source>
            <translation>Bas</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="85" />
            <source>Bottom numbers</source>
            <translation>Nombres du bas</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="90" />
            <source>Cards with DEPOLLUER</source>
            <translation>Cartes avec DEPOLLUER</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="109" />
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="115" />
            <source>%1 of %2</source>
            <translation>%1 sur %2</translation>
        </message>
    </context>
    <context>
        <name>DicePanel</name>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="180" />
            <source>This scenario has no dice set yet.</source>
            <translation>Ce scénario n’a pas encore de jeu de dés.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="181" />
            <source>Use the example dice</source>
            <translation>Utiliser les dés d’exemple</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="182" />
            <source>Dice set</source>
            <translation>Jeu de dés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="183" />
            <source>Name (French)</source>
            <translation>Nom (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="183" />
            <source>Name (English)</source>
            <translation>Nom (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="185" />
            <source>Add die</source>
            <translation>Ajouter un dé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="186" />
            <source>Remove die</source>
            <translation>Retirer le dé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="187" />
            <source>Move up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="188" />
            <source>Reroll this die earlier (Ctrl+Up)</source>
            <translation>Relancer ce dé plus tôt (Ctrl+Haut)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="189" />
            <source>Move down</source>
            <translation>Descendre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="190" />
            <source>Reroll this die later (Ctrl+Down)</source>
            <translation>Relancer ce dé plus tard (Ctrl+Bas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="210" />
            <source>⚠ Unverified faces: %1. These are an invented example, not your dice. Enter the faces of your own dice (that marks them checked), or tick “Checked” once you have compared them.</source>
            <translation>⚠ Faces non vérifiées : %1. Ce sont des exemples inventés, pas vos dés. Saisissez les faces de vos propres dés (cela les marque comme vérifiés), ou cochez « Vérifié » une fois que vous les avez comparées.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="287" />
            <source>A face shows a whole number of successes from 0 to 100; “%1” was refused.</source>
            <translation>Une face indique un nombre entier de succès de 0 à 100 ; « %1 » a été refusé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="326" />
            <source>The die “%1” is still rolled by: %2. Take it out of their dice pools before removing it.</source>
            <translation>Le dé « %1 » est encore lancé par : %2. Retirez-le de leurs réserves de dés avant de le supprimer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="302" />
            <source>Choose the attacking hero and the villain attacked.</source>
            <translation>Choisissez le héros attaquant et le vilain attaqué.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="343" />
            <source>No roll to make now. Villain attacks and objective checks appear here during the villains' turn, hero attacks during the heroes' turn.</source>
            <translation>Aucun jet à faire pour l’instant. Les attaques des vilains et les tests d’objectif apparaissent ici pendant le tour des vilains, les attaques des héros pendant le tour des héros.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="349" />
            <source>Attacking hero</source>
            <translation>Héros attaquant</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="350" />
            <source>Villain attacked</source>
            <translation>Vilain attaqué</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="351" />
            <source>Successes rolled</source>
            <translation>Succès obtenus</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="356" />
            <source>A hero attacks a villain: the AI defends by the solo rules (SOLO-DR-2).</source>
            <translation>Un héros attaque un vilain : l’IA se défend selon les règles solo (SOLO-DR-2).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="368" />
            <source>%1 attempts an objective check (difficulty %2): roll its dice, or let the app roll.</source>
            <translation>%1 tente un test d’objectif (difficulté %2) : lancez ses dés, ou laissez l’application les lancer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="375" />
            <source>%1 attacks %2: roll its dice, or let the app roll.</source>
            <translation>%1 attaque %2 : lancez ses dés, ou laissez l’application les lancer.</translation>
        </message>
    </context>
    <context>
        <name>DicePoolEditor</name>
        <message>
            <location filename="../../editor/ui/panels/dice_pool_editor.py" line="207" />
            <source>%1 (not in the scenario's dice)</source>
            <translation>%1 (absent des dés du scénario)</translation>
        </message>
    </context>
    <context>
        <name>DiceTableModel</name>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="146" />
            <source>Average successes per die</source>
            <translation>Succès moyens par dé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="175" />
            <source>Face %1: %2 success(es)</source>
            <translation>Face %1 : %2 succès</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="190" />
            <source>Tick once these faces match your physical die; editing a face ticks it.</source>
            <translation>Cochez une fois que ces faces correspondent à votre dé physique ; modifier une face le coche.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="201" />
            <source>Reroll order: the solo AI rerolls dice in this order</source>
            <translation>Ordre de relance : l’IA solo relance les dés dans cet ordre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="206" />
            <source>Die</source>
            <translation>Dé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="210" />
            <source>Avg.</source>
            <translation>Moy.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="211" />
            <source>Checked</source>
            <translation>Vérifié</translation>
        </message>
    </context>
    <context>
        <name>DieForm</name>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="71" />
            <source>Selected die</source>
            <translation>Dé sélectionné</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="74" />
            <source>Name (French)</source>
            <translation>Nom (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="75" />
            <source>Name (English)</source>
            <translation>Nom (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="76" />
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="77" />
            <source>Faces</source>
            <translation>Faces</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="80" />
            <source>Choose…</source>
            <translation>Choisir…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="84" />
            <source>Successes on each face, separated by commas. Entering faces marks the die as checked.</source>
            <translation>Succès de chaque face, séparés par des virgules. Saisir les faces marque le dé comme vérifié.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="127" />
            <source>Faces must be 2 to 100 whole numbers from 0 to 100, separated by commas (for example 0, 0, 1, 1, 2, 2); “%1” was refused.</source>
            <translation>Les faces doivent être de 2 à 100 nombres entiers de 0 à 100, séparés par des virgules (par exemple 0, 0, 1, 1, 2, 2) ; « %1 » a été refusé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="147" />
            <source>“%1” is not a colour: write it as #rrggbb (for example #c8281e) or choose it with the button.</source>
            <translation>« %1 » n’est pas une couleur : écrivez-la sous la forme #rrggbb (par exemple #c8281e) ou choisissez-la avec le bouton.</translation>
        </message>
    </context>
    <context>
        <name>DrawPieceTool</name>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="98" />
            <source>Draw terrain</source>
            <translation>Dessiner un décor</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="102" />
            <source>Click the corners of a terrain piece (they snap to corners and edges); click the first corner, press Enter or double-click to close it; Backspace removes a corner, Esc cancels.</source>
            <translation>Cliquez sur les sommets d’un élément de décor (ils s’aimantent aux sommets et aux bords) ; cliquez sur le premier sommet, appuyez sur Entrée ou double-cliquez pour le fermer ; Retour arrière retire un sommet, Échap annule.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="113" />
            <source>Snapped to the table's edge</source>
            <translation>Aimanté au bord de la table</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="118" />
            <source>The outline crosses itself or has no area; move or remove a corner.</source>
            <translation>Le contour se croise ou n’a pas de surface ; déplacez ou retirez un sommet.</translation>
        </message>
    </context>
    <context>
        <name>DrawZoneTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="110" />
            <source>Draw zone</source>
            <translation>Dessiner une zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="113" />
            <source>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</source>
            <translation>Cliquez les sommets d’une zone (ils s’aimantent aux sommets et bords voisins) ; Entrée ou double-clic la ferme, Retour arrière retire un point, Échap annule.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="120" />
            <source>The outline crosses itself; move or remove a point.</source>
            <translation>Le contour se croise ; déplacez ou retirez un point.</translation>
        </message>
    </context>
    <context>
        <name>EditPieceVerticesTool</name>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="152" />
            <source>Edit corners</source>
            <translation>Modifier les sommets</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="156" />
            <source>Click a terrain piece to show its corners; drag a corner to move it; double-click an edge to add a corner; Shift+click a corner to delete it.</source>
            <translation>Cliquez sur un élément de décor pour afficher ses sommets ; faites glisser un sommet pour le déplacer ; double-cliquez sur un bord pour ajouter un sommet ; Maj+clic sur un sommet pour le supprimer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="222" />
            <source>The outline would cross itself there.</source>
            <translation>Le contour se croiserait à cet endroit.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="245" />
            <source>A terrain piece needs at least three corners.</source>
            <translation>Un élément de décor doit avoir au moins trois sommets.</translation>
        </message>
    </context>
    <context>
        <name>EditVerticesTool</name>
        <message>
            <location filename="../../editor/ui/board/vertex_tool.py" line="30" />
            <source>Edit vertices</source>
            <translation>Modifier les sommets</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/vertex_tool.py" line="33" />
            <source>Drag a corner to move it in every zone that shares it; double-click an edge to add a corner; Shift+click a corner to delete it.</source>
            <translation>Faites glisser un sommet pour le déplacer dans toutes les zones qui le partagent ; double-cliquez un bord pour ajouter un sommet ; Maj+clic sur un sommet le supprime.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/vertex_tool.py" line="63" />
            <source>An outline would cross itself there.</source>
            <translation>Un contour se croiserait à cet endroit.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/vertex_tool.py" line="91" />
            <source>A zone needs at least three corners.</source>
            <translation>Une zone a besoin d’au moins trois sommets.</translation>
        </message>
    </context>
    <context>
        <name>Editing</name>
        <message>
            <location filename="../../editor/ui/editing.py" line="103" />
            <source>The scenario could not be read</source>
            <translation>Le scénario n’a pas pu être lu</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="108" />
            <source>copy</source>
            <translation>copie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="111" />
            <source>The library already has a scenario of that name; this one is opened as “%1”.</source>
            <translation>La bibliothèque contient déjà un scénario de ce nom ; celui-ci est ouvert sous le nom « %1 ».</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="120" />
            <source>Open scenario file</source>
            <translation>Ouvrir un fichier de scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="122" />
            <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
            <translation>Scénarios Skirmish (*.skirmish);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="141" />
            <location filename="../../editor/ui/editing.py" line="174" />
            <source>Save failed</source>
            <translation>Échec de l’enregistrement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="147" />
            <source>Saved.</source>
            <translation>Enregistré.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="192" />
            <source>Export failed</source>
            <translation>Échec de l’exportation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="195" />
            <source>Exported to %1.</source>
            <translation>Exporté vers %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="208" />
            <source>Autosave failed: %1</source>
            <translation>Échec de l’enregistrement automatique : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="210" />
            <source>Unsaved edits copied to the recovery folder.</source>
            <translation>Modifications non enregistrées copiées dans le dossier de récupération.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="220" />
            <source>Recover unsaved edits</source>
            <translation>Récupérer les modifications non enregistrées</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="222" />
            <source>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</source>
            <translation>Skirmish Studio a été fermé avec des modifications non enregistrées de : %1. Les ouvrir dans l’éditeur ? (Elles restent dans le dossier de récupération jusqu’à ce que vous les enregistriez ou les abandonniez.)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="237" />
            <source>Recovery failed</source>
            <translation>Échec de la récupération</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="259" />
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="260" />
            <source>“%1” has unsaved changes. Save them first?</source>
            <translation>« %1 » a des modifications non enregistrées. Les enregistrer d’abord ?</translation>
        </message>
    </context>
    <context>
        <name>EditorSession</name>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="50" />
            <location filename="../../editor/ui/editor_session.py" line="58" />
            <source>Properties</source>
            <translation>Propriétés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="66" />
            <source>River</source>
            <translation>Rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="73" />
            <source>Solo deck</source>
            <translation>Deck solo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="80" />
            <source>Dice</source>
            <translation>Dés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="87" />
            <source>Units</source>
            <translation>Unités</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="93" />
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="99" />
            <source>Rules options</source>
            <translation>Options de règles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="106" />
            <source>Checker</source>
            <translation>Vérificateur</translation>
        </message>
    </context>
    <context>
        <name>EffectForm</name>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="182" />
            <source>Read the text (the player applies it)</source>
            <translation>Lire le texte (le joueur l’applique)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="183" />
            <source>Gain reinforcement points</source>
            <translation>Gagner des points de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="184" />
            <source>Reinforcements</source>
            <translation>Renforts</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="185" />
            <source>Gain energy cubes</source>
            <translation>Gagner des cubes d’énergie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="186" />
            <source>Activate a tile</source>
            <translation>Activer une tuile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="187" />
            <source>Activate an objective</source>
            <translation>Activer un objectif</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="188" />
            <source>Deactivate an objective</source>
            <translation>Désactiver un objectif</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="202" />
            <location filename="../../editor/ui/panels/mission_forms.py" line="207" />
            <source>(none)</source>
            <translation>(aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="220" />
            <source>Effect</source>
            <translation>Effet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="220" />
            <source>Amount</source>
            <translation>Quantité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="220" />
            <source>Tile</source>
            <translation>Tuile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="220" />
            <source>Objective</source>
            <translation>Objectif</translation>
        </message>
    </context>
    <context>
        <name>ElevationStrip</name>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="271" />
            <source>Elevation level to paint:</source>
            <translation>Niveau de hauteur à peindre :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="272" />
            <source>(0 = ground, negative = below ground)</source>
            <translation>(0 = sol, négatif = sous le sol)</translation>
        </message>
    </context>
    <context>
        <name>EventForm</name>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="310" />
            <source>A river tile</source>
            <translation>Une tuile de la rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="311" />
            <source>A turn</source>
            <translation>Un tour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="312" />
            <source>A condition</source>
            <translation>Une condition</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="328" />
            <source>(none)</source>
            <translation>(aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="362" />
            <source>Name (French)</source>
            <translation>Nom (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="363" />
            <source>Name (English)</source>
            <translation>Nom (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="364" />
            <source>Triggered by</source>
            <translation>Déclenché par</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="365" />
            <source>Tile</source>
            <translation>Tuile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="366" />
            <source>Turn</source>
            <translation>Tour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="367" />
            <source>Condition</source>
            <translation>Condition</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="368" />
            <source>Options</source>
            <translation>Options</translation>
        </message>
    </context>
    <context>
        <name>FigureStrip</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="217" />
            <source>Unit of new figures:</source>
            <translation>Unité des nouvelles figurines :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="218" />
            <source>No units yet: add them in the Units panel.</source>
            <translation>Pas encore d’unité : ajoutez-en dans le panneau Unités.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="235" />
            <source>hero</source>
            <translation>héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="237" />
            <source>villain</source>
            <translation>vilain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="237" />
            <source>neutral</source>
            <translation>neutre</translation>
        </message>
    </context>
    <context>
        <name>GamesModel</name>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="97" />
            <source>In progress</source>
            <translation>En cours</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="99" />
            <source>Victory</source>
            <translation>Victoire</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="101" />
            <source>Defeat</source>
            <translation>Défaite</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="102" />
            <source>Over</source>
            <translation>Terminée</translation>
        </message>
    </context>
    <context>
        <name>GamesView</name>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="218" />
            <source>Abandon the game of %1 (turn %2)? It is deleted from the library and cannot be resumed.</source>
            <translation>Abandonner la partie de %1 (tour %2) ? Elle sera supprimée de la bibliothèque et ne pourra pas être reprise.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="247" />
            <source>&lt;b&gt;Saved games&lt;/b&gt;</source>
            <translation>&lt;b&gt;Parties enregistrées&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="250" />
            <source>Scenario</source>
            <translation>Scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="251" />
            <source>Turn</source>
            <translation>Tour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="252" />
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="253" />
            <source>Started</source>
            <translation>Commencée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="254" />
            <source>Last played</source>
            <translation>Dernière session</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="255" />
            <source>Seed</source>
            <translation>Graine</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="258" />
            <source>No saved game. Start one from a zone scenario of the library.</source>
            <translation>Aucune partie enregistrée. Commencez-en une depuis un scénario à zones de la bibliothèque.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="259" />
            <source>Resume</source>
            <translation>Reprendre la partie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="260" />
            <source>Abandon…</source>
            <translation>Abandonner…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="261" />
            <source>Abandon</source>
            <translation>Abandonner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="262" />
            <source>Keep</source>
            <translation>Conserver</translation>
        </message>
    </context>
    <context>
        <name>HeroNumbering</name>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="125" />
            <source>Order of the heroes when the AI must break a tie (lowest number first). Unchecked heroes and allies have no number and come after.</source>
            <translation>Ordre des héros quand l’IA doit départager une égalité (le plus petit numéro d’abord). Les héros non cochés et les alliés n’ont pas de numéro et passent après.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="129" />
            <source>Move up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="130" />
            <source>Move down</source>
            <translation>Descendre</translation>
        </message>
    </context>
    <context>
        <name>HeroesPanel</name>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="154" />
            <source>neutralized</source>
            <translation>neutralisé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="156" />
            <source>off the board</source>
            <translation>hors du plateau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="182" />
            <source>hero</source>
            <translation>héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="182" />
            <source>villain</source>
            <translation>vilain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="214" />
            <source>End the heroes' turn</source>
            <translation>Terminer le tour des héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="215" />
            <source>A hero attacks a villain…</source>
            <translation>Un héros attaque un vilain…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="216" />
            <source>Characters</source>
            <translation>Personnages</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="217" />
            <source>Objectives</source>
            <translation>Objectifs</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="219" />
            <source>Character</source>
            <translation>Personnage</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="220" />
            <source>Zone</source>
            <translation>Zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="221" />
            <source>Wounds</source>
            <translation>Blessures</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="222" />
            <source>Energy</source>
            <translation>Énergie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="223" />
            <source>Out</source>
            <translation>Hors jeu</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="224" />
            <source>Completed</source>
            <translation>Accompli</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="225" />
            <source>Active</source>
            <translation>Actif</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="230" />
            <source>No game.</source>
            <translation>Aucune partie.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="232" />
            <source>The mission is over.</source>
            <translation>La mission est terminée.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="236" />
            <source>Turn %1 — the heroes' turn: move your heroes by dragging them on the board, record wounds, energy and objectives, then end the turn.</source>
            <translation>Tour %1 — tour des héros : déplacez vos héros en les faisant glisser sur le plateau, notez blessures, énergie et objectifs, puis terminez le tour.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="244" />
            <source>Turn %1 — the villains are playing; corrections made here are recorded too.</source>
            <translation>Tour %1 — les vilains jouent ; les corrections faites ici sont aussi enregistrées.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="248" />
            <source>out</source>
            <translation>hors jeu</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="250" />
            <source>active</source>
            <translation>actif</translation>
        </message>
    </context>
    <context>
        <name>LibraryActions</name>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="38" />
            <source>Import failed</source>
            <translation>Échec de l’importation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="43" />
            <source>Imported “%1”.</source>
            <translation>« %1 » importé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="56" />
            <source>Export failed</source>
            <translation>Échec de l’exportation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="59" />
            <source>Exported to %1.</source>
            <translation>Exporté vers %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="71" />
            <source>Delete failed</source>
            <translation>Échec de la suppression</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="75" />
            <source>Deleted “%1”; a backup of the library was kept.</source>
            <translation>« %1 » supprimé ; une sauvegarde de la bibliothèque a été conservée.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="88" />
            <source>copy</source>
            <translation>copie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="91" />
            <source>Duplicate failed</source>
            <translation>Échec de la duplication</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="96" />
            <source>Copied to “%1”.</source>
            <translation>Copié sous « %1 ».</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="105" />
            <source>Import scenario</source>
            <translation>Importer un scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="107" />
            <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
            <translation>Scénarios Skirmish (*.skirmish);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="115" />
            <source>Select a scenario to export first.</source>
            <translation>Sélectionnez d’abord un scénario à exporter.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="121" />
            <source>Export scenario</source>
            <translation>Exporter le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="123" />
            <source>Skirmish scenarios (*.skirmish)</source>
            <translation>Scénarios Skirmish (*.skirmish)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="136" />
            <source>Delete scenario</source>
            <translation>Supprimer le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="137" />
            <source>Delete “%1” from the library?</source>
            <translation>Supprimer « %1 » de la bibliothèque ?</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="150" />
            <source>Select a scenario to print its cards.</source>
            <translation>Sélectionnez un scénario pour imprimer ses cartes.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="157" />
            <source>The scenario could not be read</source>
            <translation>Le scénario n’a pas pu être lu</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="166" />
            <source>Cards written to %1.</source>
            <translation>Cartes écrites dans %1.</translation>
        </message>
    </context>
    <context>
        <name>LibraryView</name>
        <message>
            <location filename="../../editor/ui/library_view.py" line="47" />
            <source>Zone board, solo AI</source>
            <translation>Plateau à zones, IA solo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="48" />
            <source>Eisdrachen (pas)</source>
            <translation>Eisdrachen (pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="49" />
            <source>D20 skirmish (cm)</source>
            <translation>Escarmouche D20 (cm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="168" />
            <source>&lt;b&gt;Scenarios&lt;/b&gt;</source>
            <translation>&lt;b&gt;Scénarios&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="169" />
            <source>&lt;b&gt;Units&lt;/b&gt;</source>
            <translation>&lt;b&gt;Unités&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="183" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="184" />
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="185" />
            <location filename="../../editor/ui/library_view.py" line="206" />
            <source>Rule system</source>
            <translation>Système de règles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="186" />
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="187" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="201" />
            <source>Hero</source>
            <translation>Héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="202" />
            <source>Villain</source>
            <translation>Vilain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="203" />
            <source>Neutral</source>
            <translation>Neutre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="206" />
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="206" />
            <source>Side</source>
            <translation>Camp</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="206" />
            <source>Used by</source>
            <translation>Utilisée par</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="227" />
            <source>%n zone(s)</source>
            <translation>
                <numerusform>%n zone</numerusform>
                <numerusform>%n zones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="243" />
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n unité</numerusform>
                <numerusform>%n unités</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="244" />
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
            <location filename="../../editor/ui/panels/list_editor.py" line="75" />
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/list_editor.py" line="76" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
    </context>
    <context>
        <name>LosMarkerTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="438" />
            <source>LOS marker</source>
            <translation>Repère de ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="441" />
            <source>Click or drag inside a zone to place its line-of-sight marker.</source>
            <translation>Cliquez ou faites glisser dans une zone pour placer son repère de ligne de vue.</translation>
        </message>
    </context>
    <context>
        <name>LosTool</name>
        <message>
            <location filename="../../editor/ui/board/los_tool.py" line="58" />
            <source>Line of sight</source>
            <translation>Ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/los_tool.py" line="61" />
            <source>Click a zone to see what it sees and what sees it; click another zone to flip that line of sight; Shift+click picks another zone, Esc clears.</source>
            <translation>Cliquez une zone pour voir ce qu’elle voit et ce qui la voit ; cliquez une autre zone pour inverser cette ligne de vue ; Maj+clic choisit une autre zone, Échap efface.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/los_tool.py" line="97" />
            <source>Line of sight is still being computed; try again.</source>
            <translation>La ligne de vue est encore en cours de calcul ; réessayez.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../editor/ui/main_window.py" line="508" />
            <source>Skirmish Studio</source>
            <translation>Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="208" />
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="209" />
            <source>&amp;Edit</source>
            <translation>&amp;Édition</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="210" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="211" />
            <source>&amp;Game</source>
            <translation>&amp;Jeu</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="213" />
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="214" />
            <source>Modes</source>
            <translation>Modes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="215" />
            <source>Open &amp;recent</source>
            <translation>Fichiers &amp;récents</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="221" />
            <source>&amp;Import scenario…</source>
            <translation>&amp;Importer un scénario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="222" />
            <source>Add a .skirmish file or scenario folder to the library</source>
            <translation>Ajouter un fichier .skirmish ou un dossier de scénario à la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="226" />
            <source>&amp;Export scenario…</source>
            <translation>&amp;Exporter le scénario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="227" />
            <source>Save the selected scenario as a .skirmish file</source>
            <translation>Enregistrer le scénario sélectionné dans un fichier .skirmish</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="231" />
            <source>&amp;Delete scenario</source>
            <translation>&amp;Supprimer le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="232" />
            <source>Remove the selected scenario from the library</source>
            <translation>Retirer le scénario sélectionné de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="236" />
            <source>&amp;Open in editor</source>
            <translation>&amp;Ouvrir dans l’éditeur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="237" />
            <source>Edit the board of the selected scenario</source>
            <translation>Modifier le plateau du scénario sélectionné</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="241" />
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="242" />
            <source>Save the edited scenario to the library</source>
            <translation>Enregistrer le scénario modifié dans la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="246" />
            <source>&amp;New scenario…</source>
            <translation>&amp;Nouveau scénario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="247" />
            <source>Start a scenario from an empty board or table</source>
            <translation>Commencer un scénario à partir d’un plateau ou d’une table vide</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="251" />
            <source>Open &amp;file…</source>
            <translation>Ouvrir un &amp;fichier…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="252" />
            <source>Edit a .skirmish file; saving puts it in the library</source>
            <translation>Modifier un fichier .skirmish ; l’enregistrer le place dans la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="256" />
            <source>Save &amp;as…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="257" />
            <source>Save the edited scenario under another name</source>
            <translation>Enregistrer le scénario édité sous un autre nom</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="261" />
            <source>E&amp;xport edited scenario…</source>
            <translation>E&amp;xporter le scénario édité…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="262" />
            <source>Write the scenario being edited to a .skirmish file</source>
            <translation>Écrire le scénario en cours d’édition dans un fichier .skirmish</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="266" />
            <source>D&amp;uplicate scenario</source>
            <translation>D&amp;upliquer le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="267" />
            <source>Copy the selected scenario under a new name</source>
            <translation>Copier le scénario sélectionné sous un nouveau nom</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="271" />
            <source>&amp;Play</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="272" />
            <source>The game being played</source>
            <translation>La partie en cours</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="276" />
            <source>&amp;Editor</source>
            <translation>É&amp;diteur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="277" />
            <source>The board of the scenario being edited</source>
            <translation>Le plateau du scénario en cours de modification</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="281" />
            <source>&amp;Print cards…</source>
            <translation>Im&amp;primer les cartes…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="282" />
            <source>Print the cards, solo deck or river tiles of the selected scenario</source>
            <translation>Imprimer les cartes, le deck solo ou les tuiles de la rivière du scénario sélectionné</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="284" />
            <source>&amp;Reload library</source>
            <translation>&amp;Recharger la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="284" />
            <source>Read the library again</source>
            <translation>Relire la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="285" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="285" />
            <source>Close Skirmish Studio</source>
            <translation>Fermer Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="288" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="289" />
            <source>Language and library location</source>
            <translation>Langue et emplacement de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="291" />
            <source>&amp;About Skirmish Studio</source>
            <translation>À &amp;propos de Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="291" />
            <source>Version and licences</source>
            <translation>Version et licences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="292" />
            <source>&amp;Library</source>
            <translation>&amp;Bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="292" />
            <source>Scenarios and units of the library</source>
            <translation>Scénarios et unités de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="314" />
            <source>The library could not be opened</source>
            <translation>La bibliothèque n’a pas pu être ouverte</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/main_window.py" line="332" />
            <source>%n scenario(s) in the library</source>
            <translation>
                <numerusform>%n scénario dans la bibliothèque</numerusform>
                <numerusform>%n scénarios dans la bibliothèque</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="337" />
            <source>The library is read-only</source>
            <translation>La bibliothèque est en lecture seule</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="338" />
            <source>Choose a library you can write to in Preferences.</source>
            <translation>Choisissez dans les Préférences une bibliothèque modifiable.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="369" />
            <source>No recent files</source>
            <translation>Aucun fichier récent</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="495" />
            <source>This problem has nothing to select on the board or in a panel.</source>
            <translation>Ce problème n’a rien à sélectionner sur le plateau ou dans un panneau.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="350" />
            <source>Export scenario</source>
            <translation>Exporter le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="352" />
            <source>Skirmish scenarios (*.skirmish)</source>
            <translation>Scénarios Skirmish (*.skirmish)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="417" />
            <source>Select a scenario to edit first.</source>
            <translation>Sélectionnez d’abord un scénario à modifier.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="411" />
            <source>The scenario could not be read</source>
            <translation>Le scénario n’a pas pu être lu</translation>
        </message>
    </context>
    <context>
        <name>MeasureTool</name>
        <message>
            <location filename="../../editor/ui/table/measure_tool.py" line="36" />
            <source>Measure</source>
            <translation>Mesurer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/measure_tool.py" line="40" />
            <source>Drag between two points to measure in the table's unit; ends snap to figures. Esc clears.</source>
            <translation>Faites glisser entre deux points pour mesurer dans l’unité de la table ; les extrémités s’aimantent aux figurines. Échap efface.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/measure_tool.py" line="98" />
            <source>base to base: %1</source>
            <translation>socle à socle : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/measure_tool.py" line="103" />
            <source>Distance: %1</source>
            <translation>Distance : %1</translation>
        </message>
    </context>
    <context>
        <name>MergeStrip</name>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="301" />
            <source>Merge</source>
            <translation>Fusionner</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/board/split_merge_tools.py" line="309" />
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
            <location filename="../../editor/ui/board/split_merge_tools.py" line="185" />
            <source>Merge</source>
            <translation>Fusionner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="189" />
            <source>Click adjacent zones to pick them (click again to drop one), then press Enter or Merge: the first zone picked is kept; Esc clears.</source>
            <translation>Cliquez sur des zones adjacentes pour les sélectionner (cliquez à nouveau pour en retirer une), puis appuyez sur Entrée ou Fusionner : la première zone sélectionnée est conservée ; Échap efface.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="228" />
            <source>Pick two or more adjacent zones to merge.</source>
            <translation>Sélectionnez au moins deux zones adjacentes à fusionner.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="234" />
            <source>These zones do not form one area without holes; only zones sharing edges can be merged.</source>
            <translation>Ces zones ne forment pas une seule surface sans trous ; seules des zones qui partagent des bords peuvent être fusionnées.</translation>
        </message>
    </context>
    <context>
        <name>MissionPanel</name>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="269" />
            <source>General</source>
            <translation>Général</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="270" />
            <source>Heroes</source>
            <translation>Héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="271" />
            <source>Victory and defeat</source>
            <translation>Victoire et défaite</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="272" />
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="279" />
            <source>Turn limit</source>
            <translation>Limite de tours</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="280" />
            <source>Villain energy at start</source>
            <translation>Énergie des vilains au départ</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="281" />
            <source>Villain energy spent at start</source>
            <translation>Énergie des vilains dépensée au départ</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="282" />
            <source>Villain energy per turn</source>
            <translation>Énergie des vilains par tour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="283" />
            <source>Reinforcement points</source>
            <translation>Points de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="284" />
            <source>Mission text (French)</source>
            <translation>Texte de la mission (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="285" />
            <source>Mission text (English)</source>
            <translation>Texte de la mission (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="288" />
            <source>No limit</source>
            <translation>Sans limite</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="289" />
            <source>Victory: the heroes win when any of these happens</source>
            <translation>Victoire : les héros gagnent dès que l’une de ces conditions se produit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="290" />
            <source>Defeat: the heroes lose when any of these happens</source>
            <translation>Défaite : les héros perdent dès que l’une de ces conditions se produit</translation>
        </message>
    </context>
    <context>
        <name>MixedForm</name>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="150" />
            <source>%1 items</source>
            <translation>%1 éléments</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="153" />
            <source>Select a single item, or only zones, to edit the selection.</source>
            <translation>Sélectionnez un seul élément, ou uniquement des zones, pour modifier la sélection.</translation>
        </message>
    </context>
    <context>
        <name>MultiZoneForm</name>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="100" />
            <source>%1 zones</source>
            <translation>%1 zones</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="123" />
            <source>Difficult terrain</source>
            <translation>Terrain difficile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="124" />
            <source>Water</source>
            <translation>Eau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="125" />
            <source>Dangerous terrain</source>
            <translation>Terrain dangereux</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="126" />
            <source>Elevation level</source>
            <translation>Niveau de hauteur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="130" />
            <source>Mixed</source>
            <translation>Mixte</translation>
        </message>
    </context>
    <context>
        <name>NewScenarioDialog</name>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="90" />
            <source>New scenario</source>
            <translation>Nouveau scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="90" />
            <source>Save as</source>
            <translation>Enregistrer sous</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="93" />
            <source>Name:</source>
            <translation>Nom :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="93" />
            <source>Rule system:</source>
            <translation>Système de règles :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="93" />
            <source>Width:</source>
            <translation>Largeur :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="93" />
            <source>Height:</source>
            <translation>Hauteur :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="98" />
            <source>Zone board with the solo AI</source>
            <translation>Plateau à zones avec l’IA solo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="99" />
            <source>Eisdrachen (free table, pas)</source>
            <translation>Eisdrachen (table libre, pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="100" />
            <source>D20 skirmish (free table, cm)</source>
            <translation>Escarmouche D20 (table libre, cm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="104" />
            <source>The name the library keeps it under</source>
            <translation>Le nom sous lequel la bibliothèque le conserve</translation>
        </message>
    </context>
    <context>
        <name>ObjectiveStrip</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="192" />
            <source>New objectives:</source>
            <translation>Nouveaux objectifs :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="193" />
            <source>Hero objective</source>
            <translation>Objectif de héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="194" />
            <source>Villain objective</source>
            <translation>Objectif de vilain</translation>
        </message>
    </context>
    <context>
        <name>OddsView</name>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="80" />
            <source>Successes (exact odds, after the AI's rerolls)</source>
            <translation>Succès (probabilités exactes, après les relances de l’IA)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="82" />
            <source>Successes of the automatic defence dice</source>
            <translation>Succès des dés de défense automatique</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="86" />
            <source>Damage to the villain (armour %1)</source>
            <translation>Dégâts au vilain (armure %1)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="90" />
            <source>Damage to the hero (armour %1)</source>
            <translation>Dégâts au héros (armure %1)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="95" />
            <source>Chance to reach difficulty %1: %2</source>
            <translation>Chance d’atteindre la difficulté %1 : %2</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="101" />
            <source>Chance of at least 1 damage: %1</source>
            <translation>Chance d’au moins 1 dégât : %1</translation>
        </message>
    </context>
    <context>
        <name>OptionForm</name>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="259" />
            <source>Number</source>
            <translation>Numéro</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="260" />
            <source>Text (French)</source>
            <translation>Texte (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="261" />
            <source>Text (English)</source>
            <translation>Texte (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="262" />
            <source>Effects</source>
            <translation>Effets</translation>
        </message>
    </context>
    <context>
        <name>OptionsPanel</name>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="253" />
            <source>on</source>
            <translation>activé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="253" />
            <source>off</source>
            <translation>désactivé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="280" />
            <source>Filter the options</source>
            <translation>Filtrer les options</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="281" />
            <source>Show the options of every rule system</source>
            <translation>Afficher les options de tous les systèmes de règles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="282" />
            <source>Reset all</source>
            <translation>Tout réinitialiser</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="283" />
            <source>Give every option its default value</source>
            <translation>Rendre à chaque option sa valeur par défaut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="291" />
            <source>Default: %1.</source>
            <translation>Par défaut : %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="293" />
            <source>Reset to the default: %1</source>
            <translation>Réinitialiser à la valeur par défaut : %1</translation>
        </message>
    </context>
    <context>
        <name>OverlayLegend</name>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="191" />
            <source>Reachable zones (selected figure)</source>
            <translation>Zones accessibles (figurine sélectionnée)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="192" />
            <source>Line of sight from the selected zone</source>
            <translation>Ligne de vue depuis la zone sélectionnée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="193" />
            <source>Line of sight into the selected zone</source>
            <translation>Ligne de vue vers la zone sélectionnée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="194" />
            <source>Where the selected villain would see a hero</source>
            <translation>Où le vilain sélectionné verrait un héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="195" />
            <source>Threat: villains that could attack next turn</source>
            <translation>Menace : vilains qui pourraient attaquer au prochain tour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="200" />
            <source>round badge: movement points, free movement</source>
            <translation>pastille ronde : points de mouvement, déplacement gratuit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="201" />
            <source>square badge, hatched: needs the energy cube</source>
            <translation>pastille carrée, hachurée : nécessite le cube d’énergie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="202" />
            <source>horizontal lines: seen from the zone (dashed outline)</source>
            <translation>lignes horizontales : vu depuis la zone (contour en tirets)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="204" />
            <source>vertical lines: sees into the zone; → badge: one-way, the zone does not see it back</source>
            <translation>lignes verticales : voit dans la zone ; pastille → : à sens unique, la zone ne la voit pas en retour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="207" />
            <source>diagonal lines: sees a hero, movement points to get there</source>
            <translation>lignes diagonales : voit un héros, points de mouvement pour y aller</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="208" />
            <source>cross-hatched, square badge: only with the cube</source>
            <translation>quadrillé, pastille carrée : seulement avec le cube</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="209" />
            <source>triangle badge: how many villains; darker = more</source>
            <translation>pastille triangulaire : nombre de vilains ; plus foncé = plus nombreux</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="210" />
            <source>arrow: the villain's path, movement points paid</source>
            <translation>flèche : le chemin du vilain, points de mouvement payés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="211" />
            <source>double ring: the target</source>
            <translation>double anneau : la cible</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="212" />
            <source>dashed line: the line of sight of a ranged attack</source>
            <translation>ligne en tirets : la ligne de vue d’une attaque à distance</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="213" />
            <source>dotted, diamond badge: a choice to make (click the zone)</source>
            <translation>pointillés, pastille en losange : un choix à faire (cliquez sur la zone)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="214" />
            <source>crossed, + badge: figures brought onto the board here</source>
            <translation>barré, pastille + : figurines amenées sur le plateau ici</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="218" />
            <source>Villain step</source>
            <translation>Étape des vilains</translation>
        </message>
    </context>
    <context>
        <name>OverlayToggleBar</name>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="113" />
            <source>Reach</source>
            <translation>Accès</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="114" />
            <source>Reachable zones of the selected figure, with movement points</source>
            <translation>Zones accessibles de la figurine sélectionnée, avec les points de mouvement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="117" />
            <source>Sees</source>
            <translation>Voit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="118" />
            <source>Line of sight from the selected zone</source>
            <translation>Ligne de vue depuis la zone sélectionnée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="121" />
            <source>Seen from</source>
            <translation>Vu depuis</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="122" />
            <source>The zones that see into the selected zone</source>
            <translation>Les zones qui voient dans la zone sélectionnée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="125" />
            <source>Vantage</source>
            <translation>Point de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="126" />
            <source>Zones from which the selected villain would see a hero</source>
            <translation>Zones d’où le vilain sélectionné verrait un héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="129" />
            <source>Threat</source>
            <translation>Menace</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="130" />
            <source>Which villains could attack each zone next turn</source>
            <translation>Quels vilains pourraient attaquer chaque zone au prochain tour</translation>
        </message>
    </context>
    <context>
        <name>PaintElevationTool</name>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="199" />
            <source>Elevation</source>
            <translation>Hauteur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="203" />
            <source>Click or drag across zones to give them the chosen elevation level; borders still at their default become climbs or open ground.</source>
            <translation>Cliquez ou faites glisser sur des zones pour leur donner le niveau de hauteur choisi ; les bordures encore à leur valeur par défaut deviennent des escalades ou du terrain dégagé.</translation>
        </message>
    </context>
    <context>
        <name>PaintTerrainTool</name>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="171" />
            <source>Terrain</source>
            <translation>Terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="175" />
            <source>Click or drag across zones to give them the chosen terrain; Shift+drag removes it; Plain clears all terrain.</source>
            <translation>Cliquez ou faites glisser sur des zones pour leur donner le terrain choisi ; Maj+glisser le retire ; « Normal » efface tout terrain.</translation>
        </message>
    </context>
    <context>
        <name>PlaceFigureTool</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="145" />
            <source>Figures</source>
            <translation>Figurines</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="149" />
            <source>Click a zone to place a figure of the chosen unit; click a figure or objective, then a zone, to move it (or drag it); Delete removes it.</source>
            <translation>Cliquez sur une zone pour y placer une figurine de l’unité choisie ; cliquez sur une figurine ou un objectif, puis sur une zone, pour le déplacer (ou faites-le glisser) ; Suppr le retire.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="157" />
            <source>Choose a unit first (add units in the Units panel).</source>
            <translation>Choisissez d’abord une unité (ajoutez des unités dans le panneau Unités).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="80" />
            <source>Place figure</source>
            <translation>Placer une figurine</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="84" />
            <source>Click on the table to place a figure of the chosen unit; drag before releasing to adjust its place; drag a figure to move it.</source>
            <translation>Cliquez sur la table pour y placer une figurine de l’unité choisie ; faites glisser avant de relâcher pour ajuster sa place ; faites glisser une figurine pour la déplacer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="89" />
            <source>A figure must stand on the table: click inside it.</source>
            <translation>Une figurine doit se tenir sur la table : cliquez à l’intérieur.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="100" />
            <source>Add a unit to the scenario first: a figure needs one.</source>
            <translation>Ajoutez d’abord une unité au scénario : une figurine en a besoin.</translation>
        </message>
    </context>
    <context>
        <name>PlaceObjectiveTool</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="120" />
            <source>Objectives</source>
            <translation>Objectifs</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="124" />
            <source>Click a zone to place an objective of the chosen side; click an objective or figure, then a zone, to move it (or drag it); Delete removes it.</source>
            <translation>Cliquez sur une zone pour y placer un objectif du camp choisi ; cliquez sur un objectif ou une figurine, puis sur une zone, pour le déplacer (ou faites-le glisser) ; Suppr le retire.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="123" />
            <source>Place objective</source>
            <translation>Placer un objectif</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="127" />
            <source>Click on the table to place an objective of the chosen side; drag before releasing to adjust its place; drag an objective to move it.</source>
            <translation>Cliquez sur la table pour y placer un objectif du camp choisi ; faites glisser avant de relâcher pour ajuster sa place ; faites glisser un objectif pour le déplacer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="132" />
            <source>An objective must lie on the table: click inside it.</source>
            <translation>Un objectif doit se trouver sur la table : cliquez à l’intérieur.</translation>
        </message>
    </context>
    <context>
        <name>PlaceTool</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="79" />
            <source>Click a zone to move it there; Esc cancels.</source>
            <translation>Cliquez sur une zone pour l’y déplacer ; Échap annule.</translation>
        </message>
    </context>
    <context>
        <name>PlayMode</name>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="259" />
            <source>%1 is played on a free table. The play mode plays zone boards only for now; a free-table play assistant comes in a later version.</source>
            <translation>%1 se joue sur une table libre. Le mode de jeu ne joue pour l’instant que les plateaux à zones ; un assistant de jeu sur table libre viendra dans une version ultérieure.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="309" />
            <source>Game log written to %1</source>
            <translation>Journal de partie écrit dans %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="312" />
            <source>Export the game log</source>
            <translation>Exporter le journal de partie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="314" />
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="387" />
            <location filename="../../editor/ui/play/play_mode.py" line="390" />
            <source>Take back</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="389" />
            <source>Export log…</source>
            <translation>Exporter le journal…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="391" />
            <source>Accept the villain step</source>
            <translation>Accepter l’étape des vilains</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="393" />
            <source>Heroes' turn</source>
            <translation>Tour des héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="393" />
            <source>Villains' turn</source>
            <translation>Tour des vilains</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="394" />
            <source>Dice</source>
            <translation>Dés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="395" />
            <source>Overlays</source>
            <translation>Calques</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="396" />
            <source>Log</source>
            <translation>Journal</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="401" />
            <source>the heroes' turn</source>
            <translation>le tour des héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="402" />
            <source>the villains' turn</source>
            <translation>le tour des vilains</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="403" />
            <source>mission over</source>
            <translation>mission terminée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="405" />
            <source> — hard mode</source>
            <translation> — mode difficile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="406" />
            <source> — not saved (throwaway game)</source>
            <translation> — non enregistrée (partie jetable)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="408" />
            <source>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; — tour %2, %3 — graine %4</translation>
        </message>
    </context>
    <context>
        <name>PlayTool</name>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="270" />
            <source>Play</source>
            <translation>Jouer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="274" />
            <source>Click a figure or a zone to see its overlays; in the heroes' turn, drag a hero to move it.</source>
            <translation>Cliquez sur une figurine ou une zone pour voir ses calques ; pendant le tour des héros, faites glisser un héros pour le déplacer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="321" />
            <source>Off the board</source>
            <translation>Hors du plateau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="328" />
            <source>%1: cannot get there</source>
            <translation>%1 : impossible d’y aller</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="330" />
            <source>%1: %2 movement points</source>
            <translation>%1 : %2 points de mouvement</translation>
        </message>
    </context>
    <context>
        <name>Playing</name>
        <message>
            <location filename="../../editor/ui/playing.py" line="66" />
            <source>&amp;Play scenario…</source>
            <translation>&amp;Jouer le scénario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="67" />
            <source>Start a guided solo game of the selected scenario</source>
            <translation>Commencer une partie solo guidée du scénario sélectionné</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="71" />
            <source>&amp;Take back</source>
            <translation>&amp;Reprendre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="72" />
            <source>Undo the last accepted step of the game (the dice and deck too)</source>
            <translation>Annuler la dernière étape acceptée de la partie (dés et deck compris)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="76" />
            <source>&amp;Export game log…</source>
            <translation>&amp;Exporter le journal de partie…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="77" />
            <source>Write the game's log with its replayable record to a Markdown file</source>
            <translation>Écrire le journal de la partie, avec son enregistrement rejouable, dans un fichier Markdown</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="90" />
            <source>Select a scenario to play first.</source>
            <translation>Sélectionnez d’abord un scénario à jouer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="107" />
            <source>The game could not be resumed</source>
            <translation>La partie n’a pas pu être reprise</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="125" />
            <source>Export game log</source>
            <translation>Exporter le journal de partie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="127" />
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="143" />
            <source>The log could not be written</source>
            <translation>Le journal n’a pas pu être écrit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="146" />
            <source>Game log written to %1 (with the scenario it played, %2).</source>
            <translation>Journal de la partie écrit dans %1 (avec le scénario joué, %2).</translation>
        </message>
    </context>
    <context>
        <name>PolylineTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="59" />
            <source>Snapped to a vertex</source>
            <translation>Aimanté à un sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="59" />
            <source>Snapped to an edge</source>
            <translation>Aimanté à un bord</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="89" />
            <source>Add more points first.</source>
            <translation>Ajoutez d’abord d’autres points.</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="76" />
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="77" />
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="79" />
            <source>Library &amp;file:</source>
            <translation>&amp;Fichier de bibliothèque :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="81" />
            <source>&amp;Browse…</source>
            <translation>&amp;Parcourir…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="82" />
            <source>&amp;Default</source>
            <translation>Par &amp;défaut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="83" />
            <source>Use the default library in your user data folder</source>
            <translation>Utiliser la bibliothèque par défaut de votre dossier de données</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="84" />
            <source>Leave empty to use the default library</source>
            <translation>Laisser vide pour utiliser la bibliothèque par défaut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="103" />
            <source>Library file</source>
            <translation>Fichier de bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="105" />
            <source>Skirmish Studio library (*.sqlite)</source>
            <translation>Bibliothèque Skirmish Studio (*.sqlite)</translation>
        </message>
    </context>
    <context>
        <name>ReinforcementTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="409" />
            <source>Reinforcement zones</source>
            <translation>Zones de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="413" />
            <source>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</source>
            <translation>Cliquez une zone pour la marquer ou non comme zone de renfort ; elles sont numérotées dans le sens de lecture.</translation>
        </message>
    </context>
    <context>
        <name>RiverPanel</name>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="124" />
            <source>This scenario has no river yet.</source>
            <translation>Ce scénario n’a pas encore de rivière.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="125" />
            <source>Create a river</source>
            <translation>Créer une rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="126" />
            <source>Slots and activation costs</source>
            <translation>Emplacements et coûts d’activation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="129" />
            <source>Energy cubes paid to activate the tile in each slot, from left (cheapest) to right. Double-click a cost to change it.</source>
            <translation>Cubes d’énergie payés pour activer la tuile de chaque emplacement, de gauche (le moins cher) à droite. Double-cliquez sur un coût pour le modifier.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="133" />
            <source>Add slot</source>
            <translation>Ajouter un emplacement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="134" />
            <source>Remove last slot</source>
            <translation>Retirer le dernier emplacement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="135" />
            <source>Tiles in starting order (drag to reorder)</source>
            <translation>Tuiles dans l’ordre de départ (glisser pour réordonner)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="136" />
            <source>Add tile</source>
            <translation>Ajouter une tuile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="137" />
            <source>Remove tile</source>
            <translation>Retirer la tuile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="138" />
            <source>Move up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="139" />
            <source>Move the tile one slot left (Ctrl+Up)</source>
            <translation>Déplacer la tuile d’un emplacement vers la gauche (Ctrl+Haut)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="140" />
            <source>Move down</source>
            <translation>Descendre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="141" />
            <source>Move the tile one slot right (Ctrl+Down)</source>
            <translation>Déplacer la tuile d’un emplacement vers la droite (Ctrl+Bas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="171" />
            <source>Slot %1 · cost %2</source>
            <translation>Emplacement %1 · coût %2</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="174" />
            <source>Slot %1 · beyond the river</source>
            <translation>Emplacement %1 · au-delà de la rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="176" />
            <source>Leader symbol</source>
            <translation>Symbole de leader</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="184" />
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="185" />
            <source>Event: %1</source>
            <translation>Événement : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="190" />
            <source>no unit</source>
            <translation>aucune unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="237" />
            <source>A slot cost must be a whole number from 0 to 100; “%1” was refused.</source>
            <translation>Le coût d’un emplacement doit être un nombre entier de 0 à 100 ; « %1 » a été refusé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="247" />
            <source>A river has at most 20 slots.</source>
            <translation>Une rivière a au plus 20 emplacements.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="255" />
            <source>A river needs at least one slot.</source>
            <translation>Une rivière doit avoir au moins un emplacement.</translation>
        </message>
    </context>
    <context>
        <name>RollEntry</name>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="208" />
            <source>; rerolls: %1</source>
            <translation> ; relances : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="246" />
            <source>Reroll of die %1</source>
            <translation>Relance du dé %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="257" />
            <source>Type what each die shows (click to change, right-click to go back, or press a digit):</source>
            <translation>Saisissez ce que montre chaque dé (cliquez pour changer, clic droit pour revenir en arrière, ou tapez un chiffre) :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="263" />
            <source>The AI rerolls (SOLO-DR-1 « Jet de défense et relance »): roll these dice again and type them:</source>
            <translation>L’IA relance (SOLO-DR-1 « Jet de défense et relance ») : relancez ces dés et saisissez-les :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="278" />
            <source>Automatic defence dice: no reroll; the AI decides its defence on what they leave to block (SOLO-DR-2, AMB-36).</source>
            <translation>Dés de défense automatique : pas de relance ; l’IA décide de sa défense selon ce qu’ils laissent à bloquer (SOLO-DR-2, AMB-36).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="285" />
            <source>The AI rerolls only blank dice, the weakest colour first; free rerolls: %1; a paid reroll (one energy cube): %2.</source>
            <translation>L’IA ne relance que les dés sans succès, la couleur la plus faible d’abord ; relances gratuites : %1 ; relance payante (un cube d’énergie) : %2.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="288" />
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="289" />
            <source>allowed</source>
            <translation>autorisée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="289" />
            <source>not allowed</source>
            <translation>non autorisée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="294" />
            <source>With these dice the AI rerolls nothing.</source>
            <translation>Avec ces dés, l’IA ne relance rien.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="300" />
            <source>With these dice the AI rerolls: %1.</source>
            <translation>Avec ces dés, l’IA relance : %1.</translation>
        </message>
    </context>
    <context>
        <name>RollSection</name>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="129" />
            <source>Apply these dice</source>
            <translation>Appliquer ces dés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="130" />
            <source>Clear the dice</source>
            <translation>Effacer les dés</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="132" />
            <source>Let the app roll</source>
            <translation>Laisser l’application lancer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="132" />
            <source>Apply the attack</source>
            <translation>Appliquer l’attaque</translation>
        </message>
    </context>
    <context>
        <name>RotateFigureTool</name>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="236" />
            <source>Turn figure</source>
            <translation>Tourner la figurine</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="240" />
            <source>Press on a figure and drag around it to turn it (Shift snaps to 15°); or Ctrl+wheel over a figure.</source>
            <translation>Appuyez sur une figurine et faites glisser autour d’elle pour la tourner (Maj aimante par crans de 15°) ; ou Ctrl+molette sur une figurine.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="247" />
            <source>Press on a figure to turn it.</source>
            <translation>Appuyez sur une figurine pour la tourner.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="265" />
            <source>Facing %1°</source>
            <translation>Orientation %1°</translation>
        </message>
    </context>
    <context>
        <name>ScenarioForm</name>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="120" />
            <source>Scenario</source>
            <translation>Scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="124" />
            <source>Zone board with the solo AI</source>
            <translation>Plateau à zones avec l’IA solo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="125" />
            <source>Eisdrachen (free table, pas)</source>
            <translation>Eisdrachen (table libre, pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="126" />
            <source>D20 skirmish (free table, cm)</source>
            <translation>Escarmouche D20 (table libre, cm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="131" />
            <source>Name (library key)</source>
            <translation>Nom (clé de bibliothèque)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="132" />
            <source>Rule system</source>
            <translation>Système de règles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="133" />
            <source>Title (French)</source>
            <translation>Titre (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="134" />
            <source>Title (English)</source>
            <translation>Titre (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="135" />
            <source>Description (French)</source>
            <translation>Description (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="136" />
            <source>Description (English)</source>
            <translation>Description (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="141" />
            <source>The name is the scenario's key in the library: use Save as to change it.</source>
            <translation>Le nom est la clé du scénario dans la bibliothèque : utilisez Enregistrer sous pour le changer.</translation>
        </message>
    </context>
    <context>
        <name>SelectTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="301" />
            <source>Select</source>
            <translation>Sélection</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="306" />
            <source>The board is empty: load a scan of your board with Background (B), then draw its zones with Draw zone (Z).</source>
            <translation>Le plateau est vide : chargez un scan de votre plateau avec Arrière-plan (B), puis dessinez ses zones avec Dessiner une zone (Z).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="310" />
            <source>Click to select a zone, border or token; drag to move it; Shift+click adds zones to the selection; Delete removes the selected zones or token.</source>
            <translation>Cliquez pour sélectionner une zone, une bordure ou un jeton ; faites glisser pour le déplacer ; Maj+clic ajoute des zones à la sélection ; Suppr retire les zones ou le jeton sélectionnés.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="379" />
            <source>A token stands in a zone: drop it on a zone to move it there.</source>
            <translation>Un jeton se tient dans une zone : déposez-le sur une zone pour l’y déplacer.</translation>
        </message>
    </context>
    <context>
        <name>SetupPanel</name>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="163" />
            <source>The seed must be a whole number from 0 to %1.</source>
            <translation>La graine doit être un nombre entier de 0 à %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="177" />
            <source>Seed of the shuffle</source>
            <translation>Graine du mélange</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="177" />
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="177" />
            <source>Rules options</source>
            <translation>Options de règles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="180" />
            <source>New seed</source>
            <translation>Nouvelle graine</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="183" />
            <source>Recorded with the game: the same seed and the same choices replay the same game.</source>
            <translation>Enregistrée avec la partie : la même graine et les mêmes choix rejouent la même partie.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="187" />
            <source>Hard mode (tiles and cleaning cost nothing, villains may fall: SOLO-HM)</source>
            <translation>Mode difficile (tuiles et dépollution gratuites, les vilains peuvent chuter : SOLO-HM)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="189" />
            <source>Start the game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="190" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="192" />
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="197" />
            <source>New game: %1</source>
            <translation>Nouvelle partie : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="205" />
            <source>The defaults of the solo rules (SOLO_AI_SPEC), golden rule asked to the player.</source>
            <translation>Les valeurs par défaut des règles solo (SOLO_AI_SPEC), règle d’or demandée au joueur.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="215" />
            <source>The scenario has no solo deck cards: the villains' turn cannot draw a card, so the villains never act.</source>
            <translation>Le scénario n’a aucune carte de deck solo : le tour des vilains ne peut tirer aucune carte, donc les vilains n’agissent jamais.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="219" />
            <source>The river has no tiles: no villain is ever activated by the solo card.</source>
            <translation>La rivière n’a aucune tuile : aucun vilain n’est jamais activé par la carte solo.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="222" />
            <source>No hero figure is deployed on the board: the villains have no one to go for. Place the heroes in the scenario's mission first.</source>
            <translation>Aucune figurine de héros n’est déployée sur le plateau : les vilains n’ont personne à viser. Placez d’abord les héros dans le scénario.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="225" />
            <source>The scenario has no villain figures: there is no one to fight.</source>
            <translation>Le scénario n’a aucune figurine de vilain : il n’y a personne à combattre.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="232" />
            <source>This scenario cannot really be played yet (you may still start it):</source>
            <translation>Ce scénario n’est pas encore vraiment jouable (vous pouvez tout de même le lancer) :</translation>
        </message>
    </context>
    <context>
        <name>SlotCostModel</name>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="78" />
            <source>Slot %1 costs %2 energy cubes</source>
            <translation>L’emplacement %1 coûte %2 cubes d’énergie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="94" />
            <source>Cost</source>
            <translation>Coût</translation>
        </message>
    </context>
    <context>
        <name>SoloCardView</name>
        <message>
            <location filename="../../editor/ui/panels/solo_card_view.py" line="75" />
            <source>No card selected</source>
            <translation>Aucune carte sélectionnée</translation>
        </message>
    </context>
    <context>
        <name>SplitZoneTool</name>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="65" />
            <source>Split</source>
            <translation>Découper</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="69" />
            <source>Drag a line across a zone, from one edge to another, to cut it in two (the ends snap to corners and edges).</source>
            <translation>Faites glisser une ligne à travers une zone, d’un bord à un autre, pour la couper en deux (les extrémités s’aimantent aux sommets et aux bords).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="81" />
            <source>Snapped to a vertex</source>
            <translation>Aimanté à un sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="81" />
            <source>Snapped to an edge</source>
            <translation>Aimanté à un bord</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="115" />
            <source>The line cuts several zones; cut one zone at a time.</source>
            <translation>La ligne coupe plusieurs zones ; coupez une zone à la fois.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="117" />
            <source>Drag the line across one zone, from one of its edges to another.</source>
            <translation>Faites glisser la ligne à travers une seule zone, d’un de ses bords à un autre.</translation>
        </message>
    </context>
    <context>
        <name>TableEditor</name>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="107" />
            <source>Table tools</source>
            <translation>Outils de table</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="108" />
            <source>Figure and objective tools</source>
            <translation>Outils des figurines et objectifs</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="109" />
            <source>Figures of the unit:</source>
            <translation>Figurines de l’unité :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="110" />
            <source>The unit of the figures the tool places</source>
            <translation>L’unité des figurines que l’outil place</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="119" />
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="120" />
            <source>Delete the selected terrain pieces, figures and objectives (Del)</source>
            <translation>Supprimer les éléments de décor, figurines et objectifs sélectionnés (Suppr)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="122" />
            <source>Zoom in</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="122" />
            <source>Zoom in (+ or the wheel)</source>
            <translation>Zoom avant (+ ou molette)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="123" />
            <source>Zoom out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="123" />
            <source>Zoom out (- or the wheel)</source>
            <translation>Zoom arrière (- ou molette)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="124" />
            <source>Fit</source>
            <translation>Ajuster</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="124" />
            <source>Show the whole table (F)</source>
            <translation>Afficher toute la table (F)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="127" />
            <source>Grid</source>
            <translation>Grille</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="128" />
            <source>Show a grid in the table's unit, cm or steps (G)</source>
            <translation>Afficher une grille dans l’unité de la table, cm ou pas (G)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="133" />
            <source>Undo %1</source>
            <translation>Annuler « %1 »</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="133" />
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="133" />
            <source>Redo %1</source>
            <translation>Rétablir « %1 »</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="133" />
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
    </context>
    <context>
        <name>TableLegend</name>
        <message>
            <location filename="../../editor/ui/table/table_legend.py" line="80" />
            <source>Legend</source>
            <translation>Légende</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_legend.py" line="87" />
            <source>Blocks line of sight</source>
            <translation>Bloque la ligne de vue</translation>
        </message>
    </context>
    <context>
        <name>TablePropertiesPanel</name>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="222" />
            <source>Type a finite number.</source>
            <translation>Saisissez un nombre fini.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="293" />
            <source>Select a terrain piece, a figure or an objective on the table to edit it here.</source>
            <translation>Sélectionnez un élément de décor, une figurine ou un objectif sur la table pour le modifier ici.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="318" />
            <source>Objective: %1</source>
            <translation>Objectif : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="321" />
            <source>Figure: %1</source>
            <translation>Figurine : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="324" />
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="325" />
            <source>Terrain piece</source>
            <translation>Élément de décor</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="327" />
            <source>Width</source>
            <translation>Largeur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="328" />
            <source>Depth</source>
            <translation>Profondeur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="329" />
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="330" />
            <source>One step (pas)</source>
            <translation>Un pas</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="331" />
            <source>Name (French)</source>
            <translation>Nom (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="332" />
            <source>Name (English)</source>
            <translation>Nom (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="333" />
            <source>Cover</source>
            <translation>Couvert</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="334" />
            <source>Height</source>
            <translation>Hauteur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="335" />
            <source>Movement</source>
            <translation>Mouvement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="336" />
            <source>Line of sight</source>
            <translation>Ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="337" />
            <source>Facing</source>
            <translation>Orientation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="338" />
            <source>From the left edge</source>
            <translation>Depuis le bord gauche</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="339" />
            <source>From the top edge</source>
            <translation>Depuis le bord supérieur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="343" />
            <source>Blocks line of sight</source>
            <translation>Bloque la ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="348" />
            <source>The Eisdrachen rules do not fix the length of a step: choose it for your table.</source>
            <translation>Les règles d’Eisdrachen ne fixent pas la longueur d’un pas : choisissez-la pour votre table.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <location filename="../../editor/ui/table/table_scene.py" line="153" />
            <source>Height: %1</source>
            <translation>Hauteur : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_scene.py" line="156" />
            <source>Blocks line of sight</source>
            <translation>Bloque la ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_scene.py" line="188" />
            <source>%1 (%2), facing %3°</source>
            <translation>%1 (%2), orientation %3°</translation>
        </message>
    </context>
    <context>
        <name>TableSelectTool</name>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="122" />
            <source>Select</source>
            <translation>Sélectionner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="126" />
            <source>Click a terrain piece, figure or objective to select it (Shift adds); drag to move; Delete removes; Ctrl+wheel turns a figure.</source>
            <translation>Cliquez sur un élément de décor, une figurine ou un objectif pour le sélectionner (Maj ajoute) ; faites glisser pour déplacer ; Suppr supprime ; Ctrl+molette tourne une figurine.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="176" />
            <source>Figures and objectives stay on the table, and a terrain piece cannot leave it entirely: that move is refused.</source>
            <translation>Les figurines et les objectifs restent sur la table, et un élément de décor ne peut pas la quitter entièrement : ce déplacement est refusé.</translation>
        </message>
    </context>
    <context>
        <name>TableStyles</name>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="25" />
            <source>No cover</source>
            <translation>Aucun couvert</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="26" />
            <source>Light cover</source>
            <translation>Couvert léger</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="27" />
            <source>Medium cover</source>
            <translation>Couvert moyen</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="28" />
            <source>Heavy cover</source>
            <translation>Couvert lourd</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="31" />
            <source>Open ground</source>
            <translation>Terrain dégagé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="32" />
            <source>Difficult terrain</source>
            <translation>Terrain difficile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="33" />
            <source>Climb</source>
            <translation>Escalade</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="34" />
            <source>Water</source>
            <translation>Eau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="35" />
            <source>Impassable</source>
            <translation>Infranchissable</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="36" />
            <source>Crawl only</source>
            <translation>En rampant uniquement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="39" />
            <source>cm</source>
            <translation>cm</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="40" />
            <source>steps</source>
            <translation>pas</translation>
        </message>
    </context>
    <context>
        <name>TerrainStrip</name>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="241" />
            <source>Terrain to paint:</source>
            <translation>Terrain à peindre :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="243" />
            <source>Plain (no terrain)</source>
            <translation>Normal (aucun terrain)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="244" />
            <source>Difficult</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="245" />
            <source>Dangerous</source>
            <translation>Dangereux</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="246" />
            <source>Water</source>
            <translation>Eau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="247" />
            <source>Promontory</source>
            <translation>Promontoire</translation>
        </message>
    </context>
    <context>
        <name>TileForm</name>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="109" />
            <source>Name (French)</source>
            <translation>Nom (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="110" />
            <source>Name (English)</source>
            <translation>Nom (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="111" />
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="112" />
            <source>Leader</source>
            <translation>Leader</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="113" />
            <source>Reinforcement cost</source>
            <translation>Coût de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="115" />
            <source>Leader symbol</source>
            <translation>Symbole de leader</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="117" />
            <source>A solo card with the leader symbol activates every leader tile.</source>
            <translation>Une carte solo avec le symbole de leader active toutes les tuiles leader.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="119" />
            <source>0 (never returns)</source>
            <translation>0 (ne revient jamais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="121" />
            <source>Reinforcement points to bring back one of its figures; 0 = never returns.</source>
            <translation>Points de renfort pour ramener une de ses figurines ; 0 = ne revient jamais.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="123" />
            <source>Units activated by this tile</source>
            <translation>Unités activées par cette tuile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="124" />
            <source>Add unit</source>
            <translation>Ajouter une unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="125" />
            <source>Mission event</source>
            <translation>Événement de mission</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="148" />
            <source>No tile selected</source>
            <translation>Aucune tuile sélectionnée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="152" />
            <source>Tile “%1”</source>
            <translation>Tuile « %1 »</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="185" />
            <source>(none)</source>
            <translation>(aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="192" />
            <source>Choose the mission event this tile triggers; its numbered options are written in the Mission panel.</source>
            <translation>Choisissez l’événement de mission que déclenche cette tuile ; ses options numérotées s’écrivent dans le panneau Mission.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="197" />
            <source>This event has no options yet.</source>
            <translation>Cet événement n’a pas encore d’options.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="238" />
            <source>This scenario has no units yet: add them in the Units panel first.</source>
            <translation>Ce scénario n’a pas encore d’unités : ajoutez-les d’abord dans le panneau Unités.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="257" />
            <source>A tile activates 1 to 100 figures of a unit.</source>
            <translation>Une tuile active de 1 à 100 figurines d’une unité.</translation>
        </message>
    </context>
    <context>
        <name>TileUnitRow</name>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="160" />
            <source>Figures of this unit activated by the tile</source>
            <translation>Figurines de cette unité activées par la tuile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="161" />
            <source>Remove this unit from the tile</source>
            <translation>Retirer cette unité de la tuile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="165" />
            <source>%1 (unknown unit)</source>
            <translation>%1 (unité inconnue)</translation>
        </message>
    </context>
    <context>
        <name>TokenForm</name>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="109" />
            <source>Objective: %1</source>
            <translation>Objectif : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="114" />
            <source>Figure: %1 (%2)</source>
            <translation>Figurine : %1 (%2)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="121" />
            <source>Hero</source>
            <translation>Héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="122" />
            <source>Villain</source>
            <translation>Vilain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="123" />
            <source>Neutral</source>
            <translation>Neutre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="128" />
            <source>Manipulation</source>
            <translation>Manipulation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="129" />
            <source>Thinking</source>
            <translation>Réflexion</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="130" />
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="135" />
            <location filename="../../editor/ui/panels/token_form.py" line="143" />
            <source>(none)</source>
            <translation>(aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="148" />
            <location filename="../../editor/ui/panels/token_form.py" line="161" />
            <source>Side</source>
            <translation>Camp</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="149" />
            <source>Name (French)</source>
            <translation>Nom (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="150" />
            <source>Name (English)</source>
            <translation>Nom (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="151" />
            <source>Check</source>
            <translation>Test</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="152" />
            <source>Difficulty</source>
            <translation>Difficulté</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="153" />
            <source>Active</source>
            <translation>Actif</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="154" />
            <location filename="../../editor/ui/panels/token_form.py" line="165" />
            <source>Number (ties)</source>
            <translation>Numéro (égalités)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="155" />
            <location filename="../../editor/ui/panels/token_form.py" line="166" />
            <source>Zone</source>
            <translation>Zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="156" />
            <location filename="../../editor/ui/panels/token_form.py" line="167" />
            <source>x</source>
            <translation>x</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="157" />
            <location filename="../../editor/ui/panels/token_form.py" line="168" />
            <source>y</source>
            <translation>y</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="162" />
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="163" />
            <source>River tile</source>
            <translation>Tuile de rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="164" />
            <source>Deployed at the start</source>
            <translation>Déployée au départ</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="169" />
            <source>Facing</source>
            <translation>Orientation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="173" />
            <source>None</source>
            <translation>Aucune</translation>
        </message>
    </context>
    <context>
        <name>Tool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="229" />
            <source>“%1” was not deleted: %2 uses it. Change or remove that first.</source>
            <translation>« %1 » n’a pas été supprimé : %2 l’utilise. Modifiez ou retirez d’abord cela.</translation>
        </message>
    </context>
    <context>
        <name>UnitCardPreview</name>
        <message>
            <location filename="../../editor/ui/panels/unit_card_preview.py" line="116" />
            <source>Card in English</source>
            <translation>Carte en anglais</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_card_preview.py" line="117" />
            <source>Card in French</source>
            <translation>Carte en français</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_card_preview.py" line="118" />
            <source>The language of the card preview</source>
            <translation>La langue de l’aperçu de la carte</translation>
        </message>
    </context>
    <context>
        <name>UnitsPanel</name>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="115" />
            <source>Add weapon</source>
            <translation>Ajouter une arme</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="133" />
            <source>Energy cubes of a hero; villains spend the river's energy</source>
            <translation>Cubes d’énergie d’un héros ; les vilains dépensent l’énergie de la rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="138" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="276" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="322" />
            <source>Profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="140" />
            <source>Hit points</source>
            <translation>Points de vie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="141" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="324" />
            <source>Movement</source>
            <translation>Mouvement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="142" />
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="143" />
            <source>Menace</source>
            <translation>Menace</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="144" />
            <source>Energy</source>
            <translation>Énergie</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="153" />
            <source>Add attack</source>
            <translation>Ajouter une attaque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="156" />
            <location filename="../../editor/ui/panels/unit_rows.py" line="254" />
            <source>Attacks</source>
            <translation>Attaques</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="166" />
            <source>Dice rolled as an automatic defence, on top of the armour</source>
            <translation>Dés lancés en défense automatique, en plus de l’armure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="171" />
            <source>Defence</source>
            <translation>Défense</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="173" />
            <source>Armour</source>
            <translation>Armure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="174" />
            <source>Defence dice</source>
            <translation>Dés de défense</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="182" />
            <source>Objective checks (no dice: cannot perform it)</source>
            <translation>Tests d’objectif (sans dés : impossible)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="185" />
            <source>Manipulation</source>
            <translation>Manipulation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="188" />
            <source>Thinking</source>
            <translation>Réflexion</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="189" />
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="193" />
            <source>Free rerolls (once per roll)</source>
            <translation>Relances gratuites (une par jet)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="265" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="290" />
            <source> pas</source>
            <translation> pas</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="272" />
            <source>Carries a heavy weapon (cannot crawl)</source>
            <translation>Porte une arme lourde (ne peut pas ramper)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="278" />
            <source>Speed (V)</source>
            <translation>Vitesse (V)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="279" />
            <source>Intelligence (I)</source>
            <translation>Intelligence (I)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="280" />
            <source>Attacks (A)</source>
            <translation>Attaques (A)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="281" />
            <source>Strength (F)</source>
            <translation>Force (F)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="282" />
            <source>Hit points (PV)</source>
            <translation>Points de vie (PV)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="293" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="342" />
            <source>Weapons</source>
            <translation>Armes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="317" />
            <source>Base diameter, for close-combat contact and large targets</source>
            <translation>Diamètre du socle, pour le contact au corps à corps et les grandes cibles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="325" />
            <source>Shooting (Tir)</source>
            <translation>Tir</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="326" />
            <source>Melee (Càc)</source>
            <translation>Corps à corps (Càc)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="327" />
            <location filename="../../editor/ui/panels/unit_rows.py" line="259" />
            <source>Strength</source>
            <translation>Force</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="328" />
            <source>Physical defence (Dφ)</source>
            <translation>Défense physique (Dφ)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="329" />
            <source>Constitution (PC)</source>
            <translation>Constitution (PC)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="330" />
            <source>Intelligence</source>
            <translation>Intelligence</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="331" />
            <source>Dexterity</source>
            <translation>Dextérité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="332" />
            <source>Base</source>
            <translation>Socle</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="339" />
            <source> cm</source>
            <translation> cm</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="367" />
            <source>Add skill</source>
            <translation>Ajouter une compétence</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="73" />
            <source>Move up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="74" />
            <location filename="../../editor/ui/panels/unit_portrait.py" line="163" />
            <location filename="../../editor/ui/panels/units_panel.py" line="384" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="170" />
            <location filename="../../editor/ui/panels/units_panel.py" line="88" />
            <source>Name (French)</source>
            <translation>Nom (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="171" />
            <location filename="../../editor/ui/panels/units_panel.py" line="89" />
            <source>Name (English)</source>
            <translation>Nom (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="178" />
            <source>any range</source>
            <translation>toute portée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="180" />
            <source> zones</source>
            <translation> zones</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="183" />
            <source>Maximum range of a ranged attack</source>
            <translation>Portée maximale d’une attaque à distance</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="209" />
            <source>Melee</source>
            <translation>Corps à corps</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="210" />
            <source>Ranged</source>
            <translation>À distance</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="237" />
            <source>Weapon (French)</source>
            <translation>Arme (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="238" />
            <source>Weapon (English)</source>
            <translation>Arme (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="242" />
            <source>melee</source>
            <translation>corps à corps</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="247" />
            <source>Range; step below 0 for a melee weapon</source>
            <translation>Portée ; descendre sous 0 pour une arme de corps à corps</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="249" />
            <source>Range</source>
            <translation>Portée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="266" />
            <source>Special rule (French)</source>
            <translation>Règle spéciale (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="267" />
            <source>Special rule (English)</source>
            <translation>Règle spéciale (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="290" />
            <source>Skill name (French)</source>
            <translation>Nom de la compétence (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="291" />
            <source>Skill name (English)</source>
            <translation>Nom de la compétence (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="296" />
            <source>What it does (French)</source>
            <translation>Effet (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="299" />
            <source>What it does (English)</source>
            <translation>Effet (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="303" />
            <source>code</source>
            <translation>code</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="306" />
            <source>Optional: the code the game engines recognise for this rule</source>
            <translation>Facultatif : le code que les moteurs de jeu reconnaissent pour cette règle</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="48" />
            <source>No portrait: the card shows a silhouette.</source>
            <translation>Pas de portrait : la carte affiche une silhouette.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="161" />
            <source>Import…</source>
            <translation>Importer…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="162" />
            <source>Crop…</source>
            <translation>Recadrer…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="166" />
            <source>Import a PNG or JPEG image as the unit's portrait</source>
            <translation>Importer une image PNG ou JPEG comme portrait de l’unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="234" />
            <source>Import portrait</source>
            <translation>Importer un portrait</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="236" />
            <source>Images (*.png *.jpg *.jpeg)</source>
            <translation>Images (*.png *.jpg *.jpeg)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="78" />
            <source>This unit's profile belongs to another rule system than the scenario's; the checker reports it.</source>
            <translation>Le profil de cette unité appartient à un autre système de règles que celui du scénario ; le vérificateur le signale.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="87" />
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="90" />
            <source>Side</source>
            <translation>Camp</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="91" />
            <source>Description (French)</source>
            <translation>Description (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="92" />
            <source>Description (English)</source>
            <translation>Description (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="350" />
            <source>figures: %1</source>
            <translation>figurines : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="352" />
            <source>river tiles: %1</source>
            <translation>tuiles de rivière : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="355" />
            <source>“%1” is not removed: it is used by %2. Remove those or give them another unit first.</source>
            <translation>« %1 » n’est pas supprimée : elle est utilisée par %2. Retirez-les ou donnez-leur d’abord une autre unité.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="382" />
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="383" />
            <source>Duplicate</source>
            <translation>Dupliquer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="386" />
            <source>Add a unit with the profile of the scenario's rule system</source>
            <translation>Ajouter une unité avec le profil du système de règles du scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="389" />
            <source>Remove the selected unit (not while figures or river tiles use it)</source>
            <translation>Supprimer l’unité sélectionnée (impossible tant que des figurines ou des tuiles de rivière l’utilisent)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="392" />
            <source>No unit yet. Add one to write its card.</source>
            <translation>Pas encore d’unité. Ajoutez-en une pour rédiger sa carte.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="394" />
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="395" />
            <source>Portrait</source>
            <translation>Portrait</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="396" />
            <source>Skills and special rules</source>
            <translation>Compétences et règles spéciales</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/portrait_cropper.py" line="20" />
            <source>Drag the frame to choose what the card shows; drag its corner or use the wheel to resize.</source>
            <translation>Faites glisser le cadre pour choisir ce que montre la carte ; faites glisser son coin ou utilisez la molette pour le redimensionner.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/portrait_cropper.py" line="208" />
            <source>Apply</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/portrait_cropper.py" line="209" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
    </context>
    <context>
        <name>VillainPanel</name>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="213" />
            <source>The dice of this roll are only partly typed in the Dice tab: finish typing the dice, or clear them to let the app roll.</source>
            <translation>Les dés de ce jet ne sont que partiellement saisis dans l’onglet Dés : finissez de saisir les dés, ou effacez-les pour laisser l’application lancer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="229" />
            <source>Accept uses the dice you typed: %1.</source>
            <translation>Accepter utilisera les dés que vous avez saisis : %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="232" />
            <source>Dice partly typed (%1): finish typing the dice, or clear them to let the app roll.</source>
            <translation>Dés partiellement saisis (%1) : finissez de saisir les dés, ou effacez-les pour laisser l’application lancer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="240" />
            <source>Accept with the typed dice</source>
            <translation>Accepter avec les dés saisis</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="242" />
            <location filename="../../editor/ui/play/villain_panel.py" line="268" />
            <source>Accept</source>
            <translation>Accepter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="269" />
            <source>Enter dice…</source>
            <translation>Saisir les dés…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="270" />
            <source>Take back</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="280" />
            <source>Turn %1 — the villains' reserve: %2 cubes, spent: %3</source>
            <translation>Tour %1 — réserve des vilains : %2 cubes, dépensés : %3</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="286" />
            <source>No villain step to play now.</source>
            <translation>Aucune étape des vilains à jouer pour l’instant.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="289" />
            <source>The villains play after the heroes: end the heroes' turn to draw the solo card.</source>
            <translation>Les vilains jouent après les héros : terminez le tour des héros pour piocher la carte solo.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="310" />
            <source>Rules: %1</source>
            <translation>Règles : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="315" />
            <source>Energy this step spends: %1 cube(s)</source>
            <translation>Énergie dépensée par cette étape : %1 cube(s)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="321" />
            <source>Golden rule: choose the place most disadvantageous to you — a button, or click a highlighted zone on the board.</source>
            <translation>Règle d’or : choisissez l’endroit le plus désavantageux pour vous — un bouton, ou cliquez sur une zone en surbrillance sur le plateau.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="329" />
            <source> (heuristic)</source>
            <translation> (heuristique)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="337" />
            <source>Last: %1</source>
            <translation>Dernier : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="343" />
            <source>Upkeep</source>
            <translation>Entretien</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="344" />
            <source>Solo card</source>
            <translation>Carte solo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="345" />
            <source>River tile activated</source>
            <translation>Tuile de la rivière activée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="346" />
            <source>Character activation</source>
            <translation>Activation d’un personnage</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="347" />
            <source>Villain attack</source>
            <translation>Attaque d’un vilain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="348" />
            <source>Objective check</source>
            <translation>Test d’objectif</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="349" />
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="350" />
            <source>Reinforcements</source>
            <translation>Renforts</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="351" />
            <source>Golden rule: your choice</source>
            <translation>Règle d’or : votre choix</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="352" />
            <source>Cleaning the river</source>
            <translation>Dépollution de la rivière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="353" />
            <source>Nothing happens</source>
            <translation>Il ne se passe rien</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="354" />
            <source>End of the villains' turn</source>
            <translation>Fin du tour des vilains</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="369" />
            <source>%1 attempts its objective check (difficulty %2). Roll the dice and enter them, or accept to let the app roll.</source>
            <translation>%1 tente son test d’objectif (difficulté %2). Lancez les dés et saisissez-les, ou acceptez pour laisser l’application les lancer.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="377" />
            <source>%1 attacks %2 (armour %3). Roll the dice and enter them, or accept to let the app roll.</source>
            <translation>%1 attaque %2 (armure %3). Lancez les dés et saisissez-les, ou acceptez pour laisser l’application les lancer.</translation>
        </message>
    </context>
    <context>
        <name>WallForm</name>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="365" />
            <source>Wall: %1</source>
            <translation>Mur : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="368" />
            <source>Blocks line of sight</source>
            <translation>Bloque la ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="368" />
            <source>Blocks movement</source>
            <translation>Bloque le mouvement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="368" />
            <source>Corners</source>
            <translation>Sommets</translation>
        </message>
    </context>
    <context>
        <name>WallTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="145" />
            <source>Draw wall</source>
            <translation>Dessiner un mur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="148" />
            <source>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</source>
            <translation>Cliquez les points d’un mur (ils s’aimantent aux sommets et aux bords) ; Entrée ou double-clic le termine, Échap annule.</translation>
        </message>
    </context>
    <context>
        <name>ZoneForm</name>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="227" />
            <source>Zone: %1</source>
            <translation>Zone : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="235" />
            <source>When entering</source>
            <translation>En y entrant</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="236" />
            <source>When ending a move there</source>
            <translation>En y terminant un mouvement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="237" />
            <source>When crossing</source>
            <translation>En la traversant</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="254" />
            <source>Not a reinforcement zone</source>
            <translation>Pas une zone de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="262" />
            <source>Not numbered: a zone outline is invalid</source>
            <translation>Non numérotée : le contour d’une zone est invalide</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="263" />
            <source>Number %1 in reading order</source>
            <translation>Numéro %1 dans l’ordre de lecture</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="267" />
            <source>Name (French)</source>
            <translation>Nom (français)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="268" />
            <source>Name (English)</source>
            <translation>Nom (anglais)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="269" />
            <source>Difficult terrain</source>
            <translation>Terrain difficile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="270" />
            <source>Water</source>
            <translation>Eau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="271" />
            <source>Dangerous terrain</source>
            <translation>Terrain dangereux</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="272" />
            <source>Danger strikes</source>
            <translation>Déclenchement du danger</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="273" />
            <source>Danger dice</source>
            <translation>Dés de danger</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="274" />
            <source>Promontory</source>
            <translation>Promontoire</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="275" />
            <source>Elevation level</source>
            <translation>Niveau de hauteur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="276" />
            <source>Capacity (size points)</source>
            <translation>Capacité (points de taille)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="277" />
            <source>Custom LOS marker</source>
            <translation>Repère de LDV personnalisé</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="278" />
            <source>LOS marker x</source>
            <translation>Repère de LDV x</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="279" />
            <source>LOS marker y</source>
            <translation>Repère de LDV y</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="280" />
            <source>Reading order</source>
            <translation>Ordre de lecture</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="281" />
            <source>Reinforcement zone</source>
            <translation>Zone de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="282" />
            <source>Reinforcement number</source>
            <translation>Numéro de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="286" />
            <source>Unlimited</source>
            <translation>Illimitée</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="287" />
            <source>Automatic</source>
            <translation>Automatique</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="290" />
            <source>Off: the marker is computed inside the outline. On: it stays where you put it.</source>
            <translation>Désactivé : le repère est calculé à l’intérieur du contour. Activé : il reste là où vous le placez.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="294" />
            <source>Position in reading order (1 = first); Automatic sorts by the LOS marker.</source>
            <translation>Position dans l’ordre de lecture (1 = premier) ; Automatique trie selon le repère de LDV.</translation>
        </message>
    </context>
</TS>