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
        <name>BoardEditor</name>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="31" />
            <source>Move zone</source>
            <translation>Déplacer la zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="32" />
            <source>Move token</source>
            <translation>Déplacer le pion</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="33" />
            <source>Delete zone</source>
            <translation>Supprimer la zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="34" />
            <source>Draw zone</source>
            <translation>Dessiner une zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="35" />
            <source>Draw wall</source>
            <translation>Dessiner un mur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="36" />
            <source>Move corner</source>
            <translation>Déplacer le sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="37" />
            <source>Add corner</source>
            <translation>Ajouter un sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="38" />
            <source>Delete corner</source>
            <translation>Supprimer le sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="39" />
            <source>Move LOS marker</source>
            <translation>Déplacer le repère de ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="40" />
            <source>Toggle reinforcement zone</source>
            <translation>Basculer la zone de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="41" />
            <source>Change line of sight</source>
            <translation>Modifier la ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="42" />
            <source>Edit border</source>
            <translation>Modifier la bordure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="141" />
            <source>Board tools</source>
            <translation>Outils du plateau</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="148" />
            <source>Zoom in</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="148" />
            <source>Zoom in (+ or the wheel)</source>
            <translation>Zoom avant (+ ou la molette)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="149" />
            <source>Zoom out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="149" />
            <source>Zoom out (- or the wheel)</source>
            <translation>Zoom arrière (- ou la molette)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="150" />
            <source>Fit</source>
            <translation>Ajuster</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="150" />
            <source>Show the whole board (F)</source>
            <translation>Afficher tout le plateau (F)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="151" />
            <source>Grid</source>
            <translation>Grille</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="151" />
            <source>Show a millimetre grid (G)</source>
            <translation>Afficher une grille millimétrée (G)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="176" />
            <source>Undo %1</source>
            <translation>Annuler : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="176" />
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="179" />
            <source>Redo %1</source>
            <translation>Rétablir : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="179" />
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
    </context>
    <context>
        <name>BorderEditor</name>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="63" />
            <source>Border</source>
            <translation>Bordure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="65" />
            <source>Open</source>
            <translation>Ouverte</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="66" />
            <source>Wall</source>
            <translation>Mur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="67" />
            <source>Door</source>
            <translation>Porte</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="68" />
            <source>Window</source>
            <translation>Fenêtre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="69" />
            <source>Climb</source>
            <translation>Escalade</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="70" />
            <source>Jump gap</source>
            <translation>Saut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="71" />
            <source>Fall only (first zone to second)</source>
            <translation>Chute seulement (de la première zone vers la seconde)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="75" />
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="75" />
            <source>Extra cost, first → second</source>
            <translation>Surcoût, première → seconde</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="76" />
            <source>Extra cost, second → first</source>
            <translation>Surcoût, seconde → première</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="76" />
            <source>Jump difficulty (0 = none)</source>
            <translation>Difficulté du saut (0 = aucune)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="77" />
            <source>Blocks line of sight</source>
            <translation>Bloque la ligne de vue</translation>
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
            <location filename="../../editor/ui/board/checker_panel.py" line="77" />
            <source>No problem found.</source>
            <translation>Aucun problème trouvé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/checker_panel.py" line="79" />
            <source>%1 error(s), %2 warning(s)</source>
            <translation>%1 erreur(s), %2 avertissement(s)</translation>
        </message>
    </context>
    <context>
        <name>DrawZoneTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="117" />
            <source>Draw zone</source>
            <translation>Dessiner une zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="120" />
            <source>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</source>
            <translation>Cliquez les sommets d’une zone (ils s’aimantent aux sommets et bords voisins) ; Entrée ou double-clic la ferme, Retour arrière retire un point, Échap annule.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="127" />
            <source>The outline crosses itself; move or remove a point.</source>
            <translation>Le contour se croise ; déplacez ou retirez un point.</translation>
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
        <name>LibraryView</name>
        <message>
            <location filename="../../editor/ui/library_view.py" line="46" />
            <source>Zone board, solo AI</source>
            <translation>Plateau à zones, IA solo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="47" />
            <source>Eisdrachen (pas)</source>
            <translation>Eisdrachen (pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="48" />
            <source>D20 skirmish (cm)</source>
            <translation>Escarmouche D20 (cm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="161" />
            <source>&lt;b&gt;Scenarios&lt;/b&gt;</source>
            <translation>&lt;b&gt;Scénarios&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="162" />
            <source>&lt;b&gt;Units&lt;/b&gt;</source>
            <translation>&lt;b&gt;Unités&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="176" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="177" />
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="178" />
            <location filename="../../editor/ui/library_view.py" line="199" />
            <source>Rule system</source>
            <translation>Système de règles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="179" />
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="180" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="194" />
            <source>Hero</source>
            <translation>Héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="195" />
            <source>Villain</source>
            <translation>Vilain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="196" />
            <source>Neutral</source>
            <translation>Neutre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="199" />
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="199" />
            <source>Side</source>
            <translation>Camp</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="199" />
            <source>Used by</source>
            <translation>Utilisée par</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="220" />
            <source>%n zone(s)</source>
            <translation>
                <numerusform>%n zone</numerusform>
                <numerusform>%n zones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="236" />
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n unité</numerusform>
                <numerusform>%n unités</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="237" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figurine</numerusform>
                <numerusform>%n figurines</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LosMarkerTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="258" />
            <source>LOS marker</source>
            <translation>Repère de ligne de vue</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="261" />
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
            <location filename="../../editor/ui/main_window.py" line="592" />
            <source>Skirmish Studio</source>
            <translation>Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="162" />
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="163" />
            <source>&amp;Edit</source>
            <translation>&amp;Édition</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="164" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="165" />
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="166" />
            <source>Modes</source>
            <translation>Modes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="170" />
            <source>&amp;Import scenario…</source>
            <translation>&amp;Importer un scénario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="171" />
            <source>Add a .skirmish file or scenario folder to the library</source>
            <translation>Ajouter un fichier .skirmish ou un dossier de scénario à la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="175" />
            <source>&amp;Export scenario…</source>
            <translation>&amp;Exporter le scénario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="176" />
            <source>Save the selected scenario as a .skirmish file</source>
            <translation>Enregistrer le scénario sélectionné dans un fichier .skirmish</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="180" />
            <source>&amp;Delete scenario</source>
            <translation>&amp;Supprimer le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="181" />
            <source>Remove the selected scenario from the library</source>
            <translation>Retirer le scénario sélectionné de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="185" />
            <source>&amp;Open in editor</source>
            <translation>&amp;Ouvrir dans l’éditeur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="186" />
            <source>Edit the board of the selected scenario</source>
            <translation>Modifier le plateau du scénario sélectionné</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="190" />
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="191" />
            <source>Save the edited scenario to the library</source>
            <translation>Enregistrer le scénario modifié dans la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="195" />
            <source>&amp;Editor</source>
            <translation>É&amp;diteur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="196" />
            <source>The board of the scenario being edited</source>
            <translation>Le plateau du scénario en cours de modification</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="200" />
            <source>&amp;Print cards…</source>
            <translation>Im&amp;primer les cartes…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="201" />
            <source>Print the cards, solo deck or river tiles of the selected scenario</source>
            <translation>Imprimer les cartes, le deck solo ou les tuiles de la rivière du scénario sélectionné</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="203" />
            <source>&amp;Reload library</source>
            <translation>&amp;Recharger la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="203" />
            <source>Read the library again</source>
            <translation>Relire la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="204" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="204" />
            <source>Close Skirmish Studio</source>
            <translation>Fermer Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="207" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="208" />
            <source>Language and library location</source>
            <translation>Langue et emplacement de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="210" />
            <source>&amp;About Skirmish Studio</source>
            <translation>À &amp;propos de Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="210" />
            <source>Version and licences</source>
            <translation>Version et licences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="211" />
            <source>&amp;Library</source>
            <translation>&amp;Bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="211" />
            <source>Scenarios and units of the library</source>
            <translation>Scénarios et unités de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="233" />
            <source>The library could not be opened</source>
            <translation>La bibliothèque n’a pas pu être ouverte</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/main_window.py" line="251" />
            <source>%n scenario(s) in the library</source>
            <translation>
                <numerusform>%n scénario dans la bibliothèque</numerusform>
                <numerusform>%n scénarios dans la bibliothèque</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="256" />
            <source>The library is read-only</source>
            <translation>La bibliothèque est en lecture seule</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="257" />
            <source>Choose a library you can write to in Preferences.</source>
            <translation>Choisissez dans les Préférences une bibliothèque modifiable.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="273" />
            <source>Import failed</source>
            <translation>Échec de l’importation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="277" />
            <source>Imported “%1”.</source>
            <translation>« %1 » a été importé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="289" />
            <source>Export failed</source>
            <translation>Échec de l’exportation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="291" />
            <source>Exported to %1.</source>
            <translation>Exporté vers %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="302" />
            <source>Delete failed</source>
            <translation>Échec de la suppression</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="306" />
            <source>Deleted “%1”; a backup of the library was kept.</source>
            <translation>« %1 » a été supprimé ; une sauvegarde de la bibliothèque a été conservée.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="329" />
            <source>Import scenario</source>
            <translation>Importer un scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="331" />
            <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
            <translation>Scénarios Skirmish (*.skirmish);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="339" />
            <source>Select a scenario to export first.</source>
            <translation>Sélectionnez d’abord un scénario à exporter.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="345" />
            <source>Export scenario</source>
            <translation>Exporter le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="347" />
            <source>Skirmish scenarios (*.skirmish)</source>
            <translation>Scénarios Skirmish (*.skirmish)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="360" />
            <source>Delete scenario</source>
            <translation>Supprimer le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="361" />
            <source>Delete “%1” from the library?</source>
            <translation>Supprimer « %1 » de la bibliothèque ?</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="388" />
            <source>Select a scenario to edit first.</source>
            <translation>Sélectionnez d’abord un scénario à modifier.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="396" />
            <location filename="../../editor/ui/main_window.py" line="608" />
            <source>The scenario could not be read</source>
            <translation>Le scénario n’a pas pu être lu</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="408" />
            <source>This version edits zone boards; free tables are edited in a later version.</source>
            <translation>Cette version modifie les plateaux à zones ; les tables libres seront modifiables dans une version ultérieure.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="441" />
            <source>Checker</source>
            <translation>Vérificateur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="452" />
            <source>This problem is not drawn on the board.</source>
            <translation>Ce problème n’est pas dessiné sur le plateau.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="472" />
            <source>Save failed</source>
            <translation>Échec de l’enregistrement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="480" />
            <source>Saved.</source>
            <translation>Enregistré.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="493" />
            <source>Autosave failed: %1</source>
            <translation>Échec de la sauvegarde automatique : %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="495" />
            <source>Unsaved edits copied to the recovery folder.</source>
            <translation>Modifications non enregistrées copiées dans le dossier de récupération.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="509" />
            <source>Recover unsaved edits</source>
            <translation>Récupérer des modifications non enregistrées</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="511" />
            <source>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</source>
            <translation>Skirmish Studio a été fermé avec des modifications non enregistrées de : %1. Les ouvrir dans l’éditeur ? (Elles restent dans le dossier de récupération jusqu’à ce que vous les enregistriez ou les abandonniez.)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="526" />
            <source>Recovery failed</source>
            <translation>Échec de la récupération</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="548" />
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="549" />
            <source>“%1” has unsaved changes. Save them first?</source>
            <translation>« %1 » a des modifications non enregistrées. Les enregistrer d’abord ?</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="602" />
            <source>Select a scenario to print its cards.</source>
            <translation>Sélectionnez un scénario pour imprimer ses cartes.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="617" />
            <source>Cards written to %1.</source>
            <translation>Cartes enregistrées dans %1.</translation>
        </message>
    </context>
    <context>
        <name>PolylineTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="66" />
            <source>Snapped to a vertex</source>
            <translation>Aimanté à un sommet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="66" />
            <source>Snapped to an edge</source>
            <translation>Aimanté à un bord</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="96" />
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
            <location filename="../../editor/ui/board/tools.py" line="236" />
            <source>Reinforcement zones</source>
            <translation>Zones de renfort</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="239" />
            <source>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</source>
            <translation>Cliquez une zone pour la marquer ou non comme zone de renfort ; elles sont numérotées dans le sens de lecture.</translation>
        </message>
    </context>
    <context>
        <name>SelectTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="154" />
            <source>Select</source>
            <translation>Sélection</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="157" />
            <source>Click to select a zone, border or token; drag to move it; Delete removes the selected zones.</source>
            <translation>Cliquez pour sélectionner une zone, une bordure ou un pion ; faites glisser pour le déplacer ; Suppr retire les zones sélectionnées.</translation>
        </message>
    </context>
    <context>
        <name>WallTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="152" />
            <source>Draw wall</source>
            <translation>Dessiner un mur</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="155" />
            <source>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</source>
            <translation>Cliquez les points d’un mur (ils s’aimantent aux sommets et aux bords) ; Entrée ou double-clic le termine, Échap annule.</translation>
        </message>
    </context>
</TS>