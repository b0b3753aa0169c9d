<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="17" />
            <source>About Skirmish Studio</source>
            <translation>About Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="27" />
            <source>Scenario editor, card printer and solo play assistant for miniature skirmish games.</source>
            <translation>Scenario editor, card printer and solo play assistant for miniature skirmish games.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="31" />
            <source>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</source>
            <translation>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="34" />
            <source>Built with Qt %1 and PySide6.</source>
            <translation>Built with Qt %1 and PySide6.</translation>
        </message>
    </context>
    <context>
        <name>BackgroundStrip</name>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="104" />
            <source>Load image…</source>
            <translation>Load image…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="105" />
            <source>Put a PNG or JPEG scan of the board behind it</source>
            <translation>Put a PNG or JPEG scan of the board behind it</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="106" />
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="107" />
            <source>Opacity</source>
            <translation>Opacity</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="108" />
            <source>Scale</source>
            <translation>Scale</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="110" />
            <source>Scale the image so that the two clicked points are this far apart</source>
            <translation>Scale the image so that the two clicked points are this far apart</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="112" />
            <source>Board size</source>
            <translation>Board size</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="113" />
            <source>Fit image</source>
            <translation>Fit image</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="116" />
            <source>The image shows the whole board: scale it to this width and make this the board's size</source>
            <translation>The image shows the whole board: scale it to this width and make this the board's size</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="152" />
            <source>Points %1 mm apart; real distance:</source>
            <translation>Points %1 mm apart; real distance:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="156" />
            <source>Click point %1 of 2 on the image; real distance:</source>
            <translation>Click point %1 of 2 on the image; real distance:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background_strip.py" line="170" />
            <source>Background image</source>
            <translation>Background image</translation>
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
            <translation>Background</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="88" />
            <source>Load a scan of the board; click two points of the image a known distance apart and type that distance, or type the board's size.</source>
            <translation>Load a scan of the board; click two points of the image a known distance apart and type that distance, or type the board's size.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="117" />
            <location filename="../../editor/ui/board/background.py" line="305" />
            <source>Load a background image first.</source>
            <translation>Load a background image first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="164" />
            <location filename="../../editor/ui/board/background.py" line="223" />
            <source>Choose a PNG or JPEG image.</source>
            <translation>Choose a PNG or JPEG image.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="167" />
            <location filename="../../editor/ui/board/background.py" line="226" />
            <source>The image is larger than %1 MiB.</source>
            <translation>The image is larger than %1 MiB.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="174" />
            <source>Cannot read the image: %1</source>
            <translation>Cannot read the image: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="193" />
            <source>This image is already the background.</source>
            <translation>This image is already the background.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="213" />
            <source>Background loaded: %1 × %2 pixels.</source>
            <translation>Background loaded: %1 × %2 pixels.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="230" />
            <source>This file is not a readable PNG or JPEG image.</source>
            <translation>This file is not a readable PNG or JPEG image.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="238" />
            <source>The image has too many pixels (%1 × %2, at most %3).</source>
            <translation>The image has too many pixels (%1 × %2, at most %3).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="282" />
            <source>Click two points on the image first.</source>
            <translation>Click two points on the image first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="285" />
            <source>Type the real distance between the two points, in mm.</source>
            <translation>Type the real distance between the two points, in mm.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="308" />
            <source>Type the board's width and height, in mm.</source>
            <translation>Type the board's width and height, in mm.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/background.py" line="324" />
            <source>The image's proportions differ from the board's: it was scaled to the board's width.</source>
            <translation>The image's proportions differ from the board's: it was scaled to the board's width.</translation>
        </message>
    </context>
    <context>
        <name>Binder</name>
        <message>
            <location filename="../../editor/ui/panels/bound_fields.py" line="316" />
            <source>This text is longer than %1 characters: it is kept here but not saved. Shorten it.</source>
            <translation>This text is longer than %1 characters: it is kept here but not saved. Shorten it.</translation>
        </message>
    </context>
    <context>
        <name>BoardEditor</name>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="38" />
            <source>Move zone</source>
            <translation>Move zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="39" />
            <source>Move token</source>
            <translation>Move token</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="40" />
            <source>Delete zone</source>
            <translation>Delete zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="41" />
            <source>Draw zone</source>
            <translation>Draw zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="42" />
            <source>Draw wall</source>
            <translation>Draw wall</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="43" />
            <source>Move corner</source>
            <translation>Move corner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="44" />
            <source>Add corner</source>
            <translation>Add corner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="45" />
            <source>Delete corner</source>
            <translation>Delete corner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="46" />
            <source>Move LOS marker</source>
            <translation>Move LOS marker</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="47" />
            <source>Toggle reinforcement zone</source>
            <translation>Toggle reinforcement zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="48" />
            <source>Change line of sight</source>
            <translation>Change line of sight</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="49" />
            <source>Edit border</source>
            <translation>Edit border</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="50" />
            <source>Swap border direction</source>
            <translation>Swap border direction</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="51" />
            <source>Paint terrain</source>
            <translation>Paint terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="52" />
            <source>Paint elevation</source>
            <translation>Paint elevation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="53" />
            <source>Split zone</source>
            <translation>Split zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="54" />
            <source>Merge zones</source>
            <translation>Merge zones</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="55" />
            <source>Place objective</source>
            <translation>Place objective</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="56" />
            <source>Place figure</source>
            <translation>Place figure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="57" />
            <source>Load background image</source>
            <translation>Load background image</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="58" />
            <source>Remove background image</source>
            <translation>Remove background image</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="59" />
            <source>Change background opacity</source>
            <translation>Change background opacity</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="60" />
            <source>Calibrate background</source>
            <translation>Calibrate background</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="149" />
            <source>Board tools</source>
            <translation>Board tools</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="150" />
            <source>Marking tools</source>
            <translation>Marking tools</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="155" />
            <source>Zoom in</source>
            <translation>Zoom in</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="155" />
            <source>Zoom in (+ or the wheel)</source>
            <translation>Zoom in (+ or the wheel)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="156" />
            <source>Zoom out</source>
            <translation>Zoom out</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="156" />
            <source>Zoom out (- or the wheel)</source>
            <translation>Zoom out (- or the wheel)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="157" />
            <source>Fit</source>
            <translation>Fit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="157" />
            <source>Show the whole board (F)</source>
            <translation>Show the whole board (F)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="158" />
            <source>Grid</source>
            <translation>Grid</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="158" />
            <source>Show a millimetre grid (G)</source>
            <translation>Show a millimetre grid (G)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="162" />
            <source>Undo %1</source>
            <translation>Undo %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="162" />
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="162" />
            <source>Redo %1</source>
            <translation>Redo %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="162" />
            <source>Redo</source>
            <translation>Redo</translation>
        </message>
    </context>
    <context>
        <name>BorderEditor</name>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="68" />
            <source>Border</source>
            <translation>Border</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="70" />
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="71" />
            <source>Wall</source>
            <translation>Wall</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="72" />
            <source>Door</source>
            <translation>Door</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="73" />
            <source>Window</source>
            <translation>Window</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="74" />
            <source>Climb</source>
            <translation>Climb</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="75" />
            <source>Jump gap</source>
            <translation>Jump gap</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="76" />
            <source>Fall only (first zone to second)</source>
            <translation>Fall only (first zone to second)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="80" />
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="80" />
            <source>Extra cost, first → second</source>
            <translation>Extra cost, first → second</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="81" />
            <source>Extra cost, second → first</source>
            <translation>Extra cost, second → first</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="81" />
            <source>Jump difficulty (0 = none)</source>
            <translation>Jump difficulty (0 = none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="82" />
            <source>Blocks line of sight</source>
            <translation>Blocks line of sight</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="85" />
            <source>Swap first and second zone</source>
            <translation>Swap first and second zone</translation>
        </message>
    </context>
    <context>
        <name>BorderForm</name>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="334" />
            <source>Border: %1</source>
            <translation>Border: %1</translation>
        </message>
    </context>
    <context>
        <name>CardForm</name>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="147" />
            <source>Slots</source>
            <translation>Slots</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="148" />
            <source>Leader</source>
            <translation>Leader</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="149" />
            <source>Icons</source>
            <translation>Icons</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="150" />
            <source>Burst</source>
            <translation>Burst</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="151" />
            <source>Bottom number</source>
            <translation>Bottom number</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="153" />
            <source>Key phrase</source>
            <translation>Key phrase</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="155" />
            <source>1, or 1, 3</source>
            <translation>1, or 1, 3</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="157" />
            <source>River slots to activate, top number first; none on a leader-only card.</source>
            <translation>River slots to activate, top number first; none on a leader-only card.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="159" />
            <source>Leader symbol</source>
            <translation>Leader symbol</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="160" />
            <source>The card activates every leader tile, lowest slot first.</source>
            <translation>The card activates every leader tile, lowest slot first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="161" />
            <source>Clean the river</source>
            <translation>Clean the river</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="163" />
            <source>DEPOLLUER is printed: the villains clean a neutralized tile out of the river.</source>
            <translation>DEPOLLUER is printed: the villains clean a neutralized tile out of the river.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="165" />
            <source>New key phrase for this card</source>
            <translation>New key phrase for this card</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="168" />
            <source>Text (French)</source>
            <translation>Text (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="169" />
            <source>Text (English)</source>
            <translation>Text (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="170" />
            <source>Compares</source>
            <translation>Compares</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="171" />
            <source>Prefers</source>
            <translation>Prefers</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="180" />
            <source>Icons are tried from left to right.</source>
            <translation>Icons are tried from left to right.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="182" />
            <source>Melee, then ranged</source>
            <translation>Melee, then ranged</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="183" />
            <source>Ranged, then melee</source>
            <translation>Ranged, then melee</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="184" />
            <source>Melee only</source>
            <translation>Melee only</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="185" />
            <source>Ranged only</source>
            <translation>Ranged only</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="189" />
            <source>Up</source>
            <translation>Up</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="189" />
            <source>Down</source>
            <translation>Down</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="194" />
            <source>Wounds</source>
            <translation>Wounds</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="195" />
            <source>Energy</source>
            <translation>Energy</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="196" />
            <source>Hit points</source>
            <translation>Hit points</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="197" />
            <source>Armour</source>
            <translation>Armour</translation>
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
            <translation>Lowest</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="206" />
            <source>Highest</source>
            <translation>Highest</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="230" />
            <source>No card selected</source>
            <translation>No card selected</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="233" />
            <source>Card “%1”</source>
            <translation>Card “%1”</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="243" />
            <source>(none)</source>
            <translation>(none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="245" />
            <source>%1 (unknown)</source>
            <translation>%1 (unknown)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="253" />
            <source>Key phrase “%1” (on %2 cards)</source>
            <translation>Key phrase “%1” (on %2 cards)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="284" />
            <source>Slots are one or two whole numbers from 1 to 20, top number first (for example 1, 3); “%1” was refused.</source>
            <translation>Slots are one or two whole numbers from 1 to 20, top number first (for example 1, 3); “%1” was refused.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="290" />
            <source>A card without slot numbers must show the leader symbol: tick it first.</source>
            <translation>A card without slot numbers must show the leader symbol: tick it first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_card_form.py" line="301" />
            <source>This card names no slot: give it a slot number before removing the leader symbol.</source>
            <translation>This card names no slot: give it a slot number before removing the leader symbol.</translation>
        </message>
    </context>
    <context>
        <name>CardPrintDialog</name>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="57" />
            <source>Print cards</source>
            <translation>Print cards</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="66" />
            <source>Custom</source>
            <translation>Custom</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="77" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="78" />
            <source>Letter</source>
            <translation>Letter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="80" />
            <source>English</source>
            <translation>English</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="81" />
            <source>French</source>
            <translation>French</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="83" />
            <source>3 mm bleed</source>
            <translation>3 mm bleed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="84" />
            <source>Backs for duplex printing</source>
            <translation>Backs for duplex printing</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="87" />
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="87" />
            <source>Copies</source>
            <translation>Copies</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="108" />
            <source>Print</source>
            <translation>Print</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="109" />
            <source>Card size</source>
            <translation>Card size</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="110" />
            <source>Custom size</source>
            <translation>Custom size</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="111" />
            <source>Paper</source>
            <translation>Paper</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="112" />
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="124" />
            <source>◀ Previous</source>
            <translation>◀ Previous</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="125" />
            <source>Next ▶</source>
            <translation>Next ▶</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="139" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="141" />
            <source>Export PDF…</source>
            <translation>Export PDF…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="142" />
            <source>Print…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="143" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="175" />
            <source>Unit cards</source>
            <translation>Unit cards</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="175" />
            <source>Solo deck</source>
            <translation>Solo deck</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="176" />
            <source>River tiles</source>
            <translation>River tiles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="176" />
            <source>AI reference sheet</source>
            <translation>AI reference sheet</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="177" />
            <source>Ruler in pas</source>
            <translation>Ruler in pas</translation>
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
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="237" />
            <source>Page %1 of %2</source>
            <translation>Page %1 of %2</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="248" />
            <source>Export cards as PDF</source>
            <translation>Export cards as PDF</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="249" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF files (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="305" />
            <source>Cancelled.</source>
            <translation>Cancelled.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/cards/dialog.py" line="308" />
            <source>Done.</source>
            <translation>Done.</translation>
        </message>
    </context>
    <context>
        <name>CheckerPanel</name>
        <message>
            <location filename="../../editor/ui/board/checker_panel.py" line="84" />
            <source>No problem found.</source>
            <translation>No problem found.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/checker_panel.py" line="86" />
            <source>%1 error(s), %2 warning(s)</source>
            <translation>%1 error(s), %2 warning(s)</translation>
        </message>
    </context>
    <context>
        <name>ConditionForm</name>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="90" />
            <source>Objective reached</source>
            <translation>Objective reached</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="91" />
            <source>Objective completed</source>
            <translation>Objective completed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="92" />
            <source>All heroes out</source>
            <translation>All heroes out</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="93" />
            <source>All villains neutralized</source>
            <translation>All villains neutralized</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="94" />
            <source>Figure neutralized</source>
            <translation>Figure neutralized</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="95" />
            <source>Turn limit reached</source>
            <translation>Turn limit reached</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="96" />
            <source>Turn reached</source>
            <translation>Turn reached</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="125" />
            <location filename="../../editor/ui/panels/mission_forms.py" line="131" />
            <source>(none)</source>
            <translation>(none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="146" />
            <source>Turn</source>
            <translation>Turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="146" />
            <location filename="../../editor/ui/panels/mission_forms.py" line="152" />
            <source>Times</source>
            <translation>Times</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="152" />
            <source>Condition</source>
            <translation>Condition</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="152" />
            <source>Objective</source>
            <translation>Objective</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="152" />
            <source>Figure</source>
            <translation>Figure</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <location filename="../../editor/ui/crash.py" line="41" />
            <source>Unexpected error</source>
            <translation>Unexpected error</translation>
        </message>
        <message>
            <location filename="../../editor/ui/crash.py" line="42" />
            <source>Something went wrong (%1). Your unsaved edits were copied to the recovery folder. The details are in %2; please attach that file to a bug report.</source>
            <translation>Something went wrong (%1). Your unsaved edits were copied to the recovery folder. The details are in %2; please attach that file to a bug report.</translation>
        </message>
    </context>
    <context>
        <name>DeckPanel</name>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="105" />
            <source>This scenario has no solo deck yet.</source>
            <translation>This scenario has no solo deck yet.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="106" />
            <source>Use the default deck</source>
            <translation>Use the default deck</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="107" />
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="108" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="109" />
            <source>Add card</source>
            <translation>Add card</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="110" />
            <source>Duplicate</source>
            <translation>Duplicate</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_panel.py" line="111" />
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
    </context>
    <context>
        <name>DeckStatsView</name>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="58" />
            <source>On the cards</source>
            <translation>On the cards</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="58" />
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="58" />
            <source>Share</source>
            <translation>Share</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="63" />
            <source>River slots (share of cards)</source>
            <translation>River slots (share of cards)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="65" />
            <source>Slot %1</source>
            <translation>Slot %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="68" />
            <source>the river has no such slot</source>
            <translation>the river has no such slot</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="70" />
            <source>Leader symbol</source>
            <translation>Leader symbol</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="71" />
            <source>First icon</source>
            <translation>First icon</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="71" />
            <source>Second icon</source>
            <translation>Second icon</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="71" />
            <source>Third icon</source>
            <translation>Third icon</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="75" />
            <source>All icons (share of printed icons)</source>
            <translation>All icons (share of printed icons)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="77" />
            <source>Key phrases</source>
            <translation>Key phrases</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="79" />
            <source>(none)</source>
            <translation>(none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="81" />
            <source>Arrows</source>
            <translation>Arrows</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="82" />
            <source>Up</source>
            <translation>Up</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="82" />
            <source>Down</source>
            <translation>Down</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="85" />
            <source>Bottom numbers</source>
            <translation>Bottom numbers</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="90" />
            <source>Cards with DEPOLLUER</source>
            <translation>Cards with DEPOLLUER</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="109" />
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/deck_stats_view.py" line="115" />
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
    </context>
    <context>
        <name>DicePanel</name>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="180" />
            <source>This scenario has no dice set yet.</source>
            <translation>This scenario has no dice set yet.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="181" />
            <source>Use the example dice</source>
            <translation>Use the example dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="182" />
            <source>Dice set</source>
            <translation>Dice set</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="183" />
            <source>Name (French)</source>
            <translation>Name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="183" />
            <source>Name (English)</source>
            <translation>Name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="185" />
            <source>Add die</source>
            <translation>Add die</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="186" />
            <source>Remove die</source>
            <translation>Remove die</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="187" />
            <source>Move up</source>
            <translation>Move up</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="188" />
            <source>Reroll this die earlier (Ctrl+Up)</source>
            <translation>Reroll this die earlier (Ctrl+Up)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="189" />
            <source>Move down</source>
            <translation>Move down</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="190" />
            <source>Reroll this die later (Ctrl+Down)</source>
            <translation>Reroll this die later (Ctrl+Down)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="210" />
            <source>⚠ Unverified faces: %1. These are an invented example, not your dice. Enter the faces of your own dice (that marks them checked), or tick “Checked” once you have compared them.</source>
            <translation>⚠ Unverified faces: %1. These are an invented example, not your dice. Enter the faces of your own dice (that marks them checked), or tick “Checked” once you have compared them.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="287" />
            <source>A face shows a whole number of successes from 0 to 100; “%1” was refused.</source>
            <translation>A face shows a whole number of successes from 0 to 100; “%1” was refused.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_panel.py" line="326" />
            <source>The die “%1” is still rolled by: %2. Take it out of their dice pools before removing it.</source>
            <translation>The die “%1” is still rolled by: %2. Take it out of their dice pools before removing it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="302" />
            <source>Choose the attacking hero and the villain attacked.</source>
            <translation>Choose the attacking hero and the villain attacked.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="343" />
            <source>No roll to make now. Villain attacks and objective checks appear here during the villains' turn, hero attacks during the heroes' turn.</source>
            <translation>No roll to make now. Villain attacks and objective checks appear here during the villains' turn, hero attacks during the heroes' turn.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="349" />
            <source>Attacking hero</source>
            <translation>Attacking hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="350" />
            <source>Villain attacked</source>
            <translation>Villain attacked</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="351" />
            <source>Successes rolled</source>
            <translation>Successes rolled</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="356" />
            <source>A hero attacks a villain: the AI defends by the solo rules (SOLO-DR-2).</source>
            <translation>A hero attacks a villain: the AI defends by the solo rules (SOLO-DR-2).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="368" />
            <source>%1 attempts an objective check (difficulty %2): roll its dice, or let the app roll.</source>
            <translation>%1 attempts an objective check (difficulty %2): roll its dice, or let the app roll.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="375" />
            <source>%1 attacks %2: roll its dice, or let the app roll.</source>
            <translation>%1 attacks %2: roll its dice, or let the app roll.</translation>
        </message>
    </context>
    <context>
        <name>DicePoolEditor</name>
        <message>
            <location filename="../../editor/ui/panels/dice_pool_editor.py" line="207" />
            <source>%1 (not in the scenario's dice)</source>
            <translation>%1 (not in the scenario's dice)</translation>
        </message>
    </context>
    <context>
        <name>DiceTableModel</name>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="146" />
            <source>Average successes per die</source>
            <translation>Average successes per die</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="175" />
            <source>Face %1: %2 success(es)</source>
            <translation>Face %1: %2 success(es)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="190" />
            <source>Tick once these faces match your physical die; editing a face ticks it.</source>
            <translation>Tick once these faces match your physical die; editing a face ticks it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="201" />
            <source>Reroll order: the solo AI rerolls dice in this order</source>
            <translation>Reroll order: the solo AI rerolls dice in this order</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="206" />
            <source>Die</source>
            <translation>Die</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="210" />
            <source>Avg.</source>
            <translation>Avg.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/dice_table.py" line="211" />
            <source>Checked</source>
            <translation>Checked</translation>
        </message>
    </context>
    <context>
        <name>DieForm</name>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="71" />
            <source>Selected die</source>
            <translation>Selected die</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="74" />
            <source>Name (French)</source>
            <translation>Name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="75" />
            <source>Name (English)</source>
            <translation>Name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="76" />
            <source>Colour</source>
            <translation>Colour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="77" />
            <source>Faces</source>
            <translation>Faces</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="80" />
            <source>Choose…</source>
            <translation>Choose…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="84" />
            <source>Successes on each face, separated by commas. Entering faces marks the die as checked.</source>
            <translation>Successes on each face, separated by commas. Entering faces marks the die as checked.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="127" />
            <source>Faces must be 2 to 100 whole numbers from 0 to 100, separated by commas (for example 0, 0, 1, 1, 2, 2); “%1” was refused.</source>
            <translation>Faces must be 2 to 100 whole numbers from 0 to 100, separated by commas (for example 0, 0, 1, 1, 2, 2); “%1” was refused.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/die_form.py" line="147" />
            <source>“%1” is not a colour: write it as #rrggbb (for example #c8281e) or choose it with the button.</source>
            <translation>“%1” is not a colour: write it as #rrggbb (for example #c8281e) or choose it with the button.</translation>
        </message>
    </context>
    <context>
        <name>DrawPieceTool</name>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="98" />
            <source>Draw terrain</source>
            <translation>Draw terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="102" />
            <source>Click the corners of a terrain piece (they snap to corners and edges); click the first corner, press Enter or double-click to close it; Backspace removes a corner, Esc cancels.</source>
            <translation>Click the corners of a terrain piece (they snap to corners and edges); click the first corner, press Enter or double-click to close it; Backspace removes a corner, Esc cancels.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="113" />
            <source>Snapped to the table's edge</source>
            <translation>Snapped to the table's edge</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="118" />
            <source>The outline crosses itself or has no area; move or remove a corner.</source>
            <translation>The outline crosses itself or has no area; move or remove a corner.</translation>
        </message>
    </context>
    <context>
        <name>DrawZoneTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="110" />
            <source>Draw zone</source>
            <translation>Draw zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="113" />
            <source>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</source>
            <translation>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="120" />
            <source>The outline crosses itself; move or remove a point.</source>
            <translation>The outline crosses itself; move or remove a point.</translation>
        </message>
    </context>
    <context>
        <name>EditPieceVerticesTool</name>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="152" />
            <source>Edit corners</source>
            <translation>Edit corners</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="156" />
            <source>Click a terrain piece to show its corners; drag a corner to move it; double-click an edge to add a corner; Shift+click a corner to delete it.</source>
            <translation>Click a terrain piece to show its corners; drag a corner to move it; double-click an edge to add a corner; Shift+click a corner to delete it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="222" />
            <source>The outline would cross itself there.</source>
            <translation>The outline would cross itself there.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/piece_tools.py" line="245" />
            <source>A terrain piece needs at least three corners.</source>
            <translation>A terrain piece needs at least three corners.</translation>
        </message>
    </context>
    <context>
        <name>EditVerticesTool</name>
        <message>
            <location filename="../../editor/ui/board/vertex_tool.py" line="30" />
            <source>Edit vertices</source>
            <translation>Edit vertices</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/vertex_tool.py" line="33" />
            <source>Drag a corner to move it in every zone that shares it; double-click an edge to add a corner; Shift+click a corner to delete it.</source>
            <translation>Drag a corner to move it in every zone that shares it; double-click an edge to add a corner; Shift+click a corner to delete it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/vertex_tool.py" line="63" />
            <source>An outline would cross itself there.</source>
            <translation>An outline would cross itself there.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/vertex_tool.py" line="91" />
            <source>A zone needs at least three corners.</source>
            <translation>A zone needs at least three corners.</translation>
        </message>
    </context>
    <context>
        <name>Editing</name>
        <message>
            <location filename="../../editor/ui/editing.py" line="103" />
            <source>The scenario could not be read</source>
            <translation>The scenario could not be read</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="108" />
            <source>copy</source>
            <translation>copy</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="111" />
            <source>The library already has a scenario of that name; this one is opened as “%1”.</source>
            <translation>The library already has a scenario of that name; this one is opened as “%1”.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="120" />
            <source>Open scenario file</source>
            <translation>Open scenario file</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="122" />
            <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
            <translation>Skirmish scenarios (*.skirmish);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="141" />
            <location filename="../../editor/ui/editing.py" line="174" />
            <source>Save failed</source>
            <translation>Save failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="147" />
            <source>Saved.</source>
            <translation>Saved.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="192" />
            <source>Export failed</source>
            <translation>Export failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="195" />
            <source>Exported to %1.</source>
            <translation>Exported to %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="208" />
            <source>Autosave failed: %1</source>
            <translation>Autosave failed: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="210" />
            <source>Unsaved edits copied to the recovery folder.</source>
            <translation>Unsaved edits copied to the recovery folder.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="220" />
            <source>Recover unsaved edits</source>
            <translation>Recover unsaved edits</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="222" />
            <source>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</source>
            <translation>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="237" />
            <source>Recovery failed</source>
            <translation>Recovery failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="259" />
            <source>Unsaved changes</source>
            <translation>Unsaved changes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editing.py" line="260" />
            <source>“%1” has unsaved changes. Save them first?</source>
            <translation>“%1” has unsaved changes. Save them first?</translation>
        </message>
    </context>
    <context>
        <name>EditorSession</name>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="50" />
            <location filename="../../editor/ui/editor_session.py" line="58" />
            <source>Properties</source>
            <translation>Properties</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="66" />
            <source>River</source>
            <translation>River</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="73" />
            <source>Solo deck</source>
            <translation>Solo deck</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="80" />
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="87" />
            <source>Units</source>
            <translation>Units</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="93" />
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="99" />
            <source>Rules options</source>
            <translation>Rules options</translation>
        </message>
        <message>
            <location filename="../../editor/ui/editor_session.py" line="106" />
            <source>Checker</source>
            <translation>Checker</translation>
        </message>
    </context>
    <context>
        <name>EffectForm</name>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="182" />
            <source>Read the text (the player applies it)</source>
            <translation>Read the text (the player applies it)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="183" />
            <source>Gain reinforcement points</source>
            <translation>Gain reinforcement points</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="184" />
            <source>Reinforcements</source>
            <translation>Reinforcements</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="185" />
            <source>Gain energy cubes</source>
            <translation>Gain energy cubes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="186" />
            <source>Activate a tile</source>
            <translation>Activate a tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="187" />
            <source>Activate an objective</source>
            <translation>Activate an objective</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="188" />
            <source>Deactivate an objective</source>
            <translation>Deactivate an objective</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="202" />
            <location filename="../../editor/ui/panels/mission_forms.py" line="207" />
            <source>(none)</source>
            <translation>(none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="220" />
            <source>Effect</source>
            <translation>Effect</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="220" />
            <source>Amount</source>
            <translation>Amount</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="220" />
            <source>Tile</source>
            <translation>Tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="220" />
            <source>Objective</source>
            <translation>Objective</translation>
        </message>
    </context>
    <context>
        <name>ElevationStrip</name>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="271" />
            <source>Elevation level to paint:</source>
            <translation>Elevation level to paint:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="272" />
            <source>(0 = ground, negative = below ground)</source>
            <translation>(0 = ground, negative = below ground)</translation>
        </message>
    </context>
    <context>
        <name>EventForm</name>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="310" />
            <source>A river tile</source>
            <translation>A river tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="311" />
            <source>A turn</source>
            <translation>A turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="312" />
            <source>A condition</source>
            <translation>A condition</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="328" />
            <source>(none)</source>
            <translation>(none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="362" />
            <source>Name (French)</source>
            <translation>Name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="363" />
            <source>Name (English)</source>
            <translation>Name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="364" />
            <source>Triggered by</source>
            <translation>Triggered by</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="365" />
            <source>Tile</source>
            <translation>Tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="366" />
            <source>Turn</source>
            <translation>Turn</translation>
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
            <translation>Unit of new figures:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="218" />
            <source>No units yet: add them in the Units panel.</source>
            <translation>No units yet: add them in the Units panel.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="235" />
            <source>hero</source>
            <translation>hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="237" />
            <source>villain</source>
            <translation>villain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="237" />
            <source>neutral</source>
            <translation>neutral</translation>
        </message>
    </context>
    <context>
        <name>GamesModel</name>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="97" />
            <source>In progress</source>
            <translation>In progress</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="99" />
            <source>Victory</source>
            <translation>Victory</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="101" />
            <source>Defeat</source>
            <translation>Defeat</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="102" />
            <source>Over</source>
            <translation>Over</translation>
        </message>
    </context>
    <context>
        <name>GamesView</name>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="218" />
            <source>Abandon the game of %1 (turn %2)? It is deleted from the library and cannot be resumed.</source>
            <translation>Abandon the game of %1 (turn %2)? It is deleted from the library and cannot be resumed.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="247" />
            <source>&lt;b&gt;Saved games&lt;/b&gt;</source>
            <translation>&lt;b&gt;Saved games&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="250" />
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="251" />
            <source>Turn</source>
            <translation>Turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="252" />
            <source>State</source>
            <translation>State</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="253" />
            <source>Started</source>
            <translation>Started</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="254" />
            <source>Last played</source>
            <translation>Last played</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="255" />
            <source>Seed</source>
            <translation>Seed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="258" />
            <source>No saved game. Start one from a zone scenario of the library.</source>
            <translation>No saved game. Start one from a zone scenario of the library.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="259" />
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="260" />
            <source>Abandon…</source>
            <translation>Abandon…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="261" />
            <source>Abandon</source>
            <translation>Abandon</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/games_view.py" line="262" />
            <source>Keep</source>
            <translation>Keep</translation>
        </message>
    </context>
    <context>
        <name>HeroNumbering</name>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="125" />
            <source>Order of the heroes when the AI must break a tie (lowest number first). Unchecked heroes and allies have no number and come after.</source>
            <translation>Order of the heroes when the AI must break a tie (lowest number first). Unchecked heroes and allies have no number and come after.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="129" />
            <source>Move up</source>
            <translation>Move up</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="130" />
            <source>Move down</source>
            <translation>Move down</translation>
        </message>
    </context>
    <context>
        <name>HeroesPanel</name>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="154" />
            <source>neutralized</source>
            <translation>neutralized</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="156" />
            <source>off the board</source>
            <translation>off the board</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="182" />
            <source>hero</source>
            <translation>hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="182" />
            <source>villain</source>
            <translation>villain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="214" />
            <source>End the heroes' turn</source>
            <translation>End the heroes' turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="215" />
            <source>A hero attacks a villain…</source>
            <translation>A hero attacks a villain…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="216" />
            <source>Characters</source>
            <translation>Characters</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="217" />
            <source>Objectives</source>
            <translation>Objectives</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="219" />
            <source>Character</source>
            <translation>Character</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="220" />
            <source>Zone</source>
            <translation>Zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="221" />
            <source>Wounds</source>
            <translation>Wounds</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="222" />
            <source>Energy</source>
            <translation>Energy</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="223" />
            <source>Out</source>
            <translation>Out</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="224" />
            <source>Completed</source>
            <translation>Completed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="225" />
            <source>Active</source>
            <translation>Active</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="230" />
            <source>No game.</source>
            <translation>No game.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="232" />
            <source>The mission is over.</source>
            <translation>The mission is over.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="236" />
            <source>Turn %1 — the heroes' turn: move your heroes by dragging them on the board, record wounds, energy and objectives, then end the turn.</source>
            <translation>Turn %1 — the heroes' turn: move your heroes by dragging them on the board, record wounds, energy and objectives, then end the turn.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="244" />
            <source>Turn %1 — the villains are playing; corrections made here are recorded too.</source>
            <translation>Turn %1 — the villains are playing; corrections made here are recorded too.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="248" />
            <source>out</source>
            <translation>out</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/heroes_panel.py" line="250" />
            <source>active</source>
            <translation>active</translation>
        </message>
    </context>
    <context>
        <name>LibraryActions</name>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="38" />
            <source>Import failed</source>
            <translation>Import failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="43" />
            <source>Imported “%1”.</source>
            <translation>Imported “%1”.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="56" />
            <source>Export failed</source>
            <translation>Export failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="59" />
            <source>Exported to %1.</source>
            <translation>Exported to %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="71" />
            <source>Delete failed</source>
            <translation>Delete failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="75" />
            <source>Deleted “%1”; a backup of the library was kept.</source>
            <translation>Deleted “%1”; a backup of the library was kept.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="88" />
            <source>copy</source>
            <translation>copy</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="91" />
            <source>Duplicate failed</source>
            <translation>Duplicate failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="96" />
            <source>Copied to “%1”.</source>
            <translation>Copied to “%1”.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="105" />
            <source>Import scenario</source>
            <translation>Import scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="107" />
            <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
            <translation>Skirmish scenarios (*.skirmish);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="115" />
            <source>Select a scenario to export first.</source>
            <translation>Select a scenario to export first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="121" />
            <source>Export scenario</source>
            <translation>Export scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="123" />
            <source>Skirmish scenarios (*.skirmish)</source>
            <translation>Skirmish scenarios (*.skirmish)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="136" />
            <source>Delete scenario</source>
            <translation>Delete scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="137" />
            <source>Delete “%1” from the library?</source>
            <translation>Delete “%1” from the library?</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="150" />
            <source>Select a scenario to print its cards.</source>
            <translation>Select a scenario to print its cards.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="157" />
            <source>The scenario could not be read</source>
            <translation>The scenario could not be read</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_actions.py" line="166" />
            <source>Cards written to %1.</source>
            <translation>Cards written to %1.</translation>
        </message>
    </context>
    <context>
        <name>LibraryView</name>
        <message>
            <location filename="../../editor/ui/library_view.py" line="47" />
            <source>Zone board, solo AI</source>
            <translation>Zone board, solo AI</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="48" />
            <source>Eisdrachen (pas)</source>
            <translation>Eisdrachen (pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="49" />
            <source>D20 skirmish (cm)</source>
            <translation>D20 skirmish (cm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="168" />
            <source>&lt;b&gt;Scenarios&lt;/b&gt;</source>
            <translation>&lt;b&gt;Scenarios&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="169" />
            <source>&lt;b&gt;Units&lt;/b&gt;</source>
            <translation>&lt;b&gt;Units&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="183" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="184" />
            <source>Title</source>
            <translation>Title</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="185" />
            <location filename="../../editor/ui/library_view.py" line="206" />
            <source>Rule system</source>
            <translation>Rule system</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="186" />
            <source>Size</source>
            <translation>Size</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="187" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="201" />
            <source>Hero</source>
            <translation>Hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="202" />
            <source>Villain</source>
            <translation>Villain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="203" />
            <source>Neutral</source>
            <translation>Neutral</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="206" />
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="206" />
            <source>Side</source>
            <translation>Side</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="206" />
            <source>Used by</source>
            <translation>Used by</translation>
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
                <numerusform>%n unit</numerusform>
                <numerusform>%n units</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="244" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figure</numerusform>
                <numerusform>%n figures</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ListEditor</name>
        <message>
            <location filename="../../editor/ui/panels/list_editor.py" line="75" />
            <source>Add</source>
            <translation>Add</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/list_editor.py" line="76" />
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
    </context>
    <context>
        <name>LosMarkerTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="438" />
            <source>LOS marker</source>
            <translation>LOS marker</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="441" />
            <source>Click or drag inside a zone to place its line-of-sight marker.</source>
            <translation>Click or drag inside a zone to place its line-of-sight marker.</translation>
        </message>
    </context>
    <context>
        <name>LosTool</name>
        <message>
            <location filename="../../editor/ui/board/los_tool.py" line="58" />
            <source>Line of sight</source>
            <translation>Line of sight</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/los_tool.py" line="61" />
            <source>Click a zone to see what it sees and what sees it; click another zone to flip that line of sight; Shift+click picks another zone, Esc clears.</source>
            <translation>Click a zone to see what it sees and what sees it; click another zone to flip that line of sight; Shift+click picks another zone, Esc clears.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/los_tool.py" line="97" />
            <source>Line of sight is still being computed; try again.</source>
            <translation>Line of sight is still being computed; try again.</translation>
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
            <translation>&amp;File</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="209" />
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="210" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="211" />
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="213" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="214" />
            <source>Modes</source>
            <translation>Modes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="215" />
            <source>Open &amp;recent</source>
            <translation>Open &amp;recent</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="221" />
            <source>&amp;Import scenario…</source>
            <translation>&amp;Import scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="222" />
            <source>Add a .skirmish file or scenario folder to the library</source>
            <translation>Add a .skirmish file or scenario folder to the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="226" />
            <source>&amp;Export scenario…</source>
            <translation>&amp;Export scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="227" />
            <source>Save the selected scenario as a .skirmish file</source>
            <translation>Save the selected scenario as a .skirmish file</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="231" />
            <source>&amp;Delete scenario</source>
            <translation>&amp;Delete scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="232" />
            <source>Remove the selected scenario from the library</source>
            <translation>Remove the selected scenario from the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="236" />
            <source>&amp;Open in editor</source>
            <translation>&amp;Open in editor</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="237" />
            <source>Edit the board of the selected scenario</source>
            <translation>Edit the board of the selected scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="241" />
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="242" />
            <source>Save the edited scenario to the library</source>
            <translation>Save the edited scenario to the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="246" />
            <source>&amp;New scenario…</source>
            <translation>&amp;New scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="247" />
            <source>Start a scenario from an empty board or table</source>
            <translation>Start a scenario from an empty board or table</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="251" />
            <source>Open &amp;file…</source>
            <translation>Open &amp;file…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="252" />
            <source>Edit a .skirmish file; saving puts it in the library</source>
            <translation>Edit a .skirmish file; saving puts it in the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="256" />
            <source>Save &amp;as…</source>
            <translation>Save &amp;as…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="257" />
            <source>Save the edited scenario under another name</source>
            <translation>Save the edited scenario under another name</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="261" />
            <source>E&amp;xport edited scenario…</source>
            <translation>E&amp;xport edited scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="262" />
            <source>Write the scenario being edited to a .skirmish file</source>
            <translation>Write the scenario being edited to a .skirmish file</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="266" />
            <source>D&amp;uplicate scenario</source>
            <translation>D&amp;uplicate scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="267" />
            <source>Copy the selected scenario under a new name</source>
            <translation>Copy the selected scenario under a new name</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="271" />
            <source>&amp;Play</source>
            <translation>&amp;Play</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="272" />
            <source>The game being played</source>
            <translation>The game being played</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="276" />
            <source>&amp;Editor</source>
            <translation>&amp;Editor</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="277" />
            <source>The board of the scenario being edited</source>
            <translation>The board of the scenario being edited</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="281" />
            <source>&amp;Print cards…</source>
            <translation>&amp;Print cards…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="282" />
            <source>Print the cards, solo deck or river tiles of the selected scenario</source>
            <translation>Print the cards, solo deck or river tiles of the selected scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="284" />
            <source>&amp;Reload library</source>
            <translation>&amp;Reload library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="284" />
            <source>Read the library again</source>
            <translation>Read the library again</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="285" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="285" />
            <source>Close Skirmish Studio</source>
            <translation>Close Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="288" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferences…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="289" />
            <source>Language and library location</source>
            <translation>Language and library location</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="291" />
            <source>&amp;About Skirmish Studio</source>
            <translation>&amp;About Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="291" />
            <source>Version and licences</source>
            <translation>Version and licences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="292" />
            <source>&amp;Library</source>
            <translation>&amp;Library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="292" />
            <source>Scenarios and units of the library</source>
            <translation>Scenarios and units of the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="314" />
            <source>The library could not be opened</source>
            <translation>The library could not be opened</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/main_window.py" line="332" />
            <source>%n scenario(s) in the library</source>
            <translation>
                <numerusform>%n scenario in the library</numerusform>
                <numerusform>%n scenarios in the library</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="337" />
            <source>The library is read-only</source>
            <translation>The library is read-only</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="338" />
            <source>Choose a library you can write to in Preferences.</source>
            <translation>Choose a library you can write to in Preferences.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="369" />
            <source>No recent files</source>
            <translation>No recent files</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="495" />
            <source>This problem has nothing to select on the board or in a panel.</source>
            <translation>This problem has nothing to select on the board or in a panel.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="350" />
            <source>Export scenario</source>
            <translation>Export scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="352" />
            <source>Skirmish scenarios (*.skirmish)</source>
            <translation>Skirmish scenarios (*.skirmish)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="417" />
            <source>Select a scenario to edit first.</source>
            <translation>Select a scenario to edit first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="411" />
            <source>The scenario could not be read</source>
            <translation>The scenario could not be read</translation>
        </message>
    </context>
    <context>
        <name>MeasureTool</name>
        <message>
            <location filename="../../editor/ui/table/measure_tool.py" line="36" />
            <source>Measure</source>
            <translation>Measure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/measure_tool.py" line="40" />
            <source>Drag between two points to measure in the table's unit; ends snap to figures. Esc clears.</source>
            <translation>Drag between two points to measure in the table's unit; ends snap to figures. Esc clears.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/measure_tool.py" line="98" />
            <source>base to base: %1</source>
            <translation>base to base: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/measure_tool.py" line="103" />
            <source>Distance: %1</source>
            <translation>Distance: %1</translation>
        </message>
    </context>
    <context>
        <name>MergeStrip</name>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="301" />
            <source>Merge</source>
            <translation>Merge</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/board/split_merge_tools.py" line="309" />
            <source>%n zone(s) picked</source>
            <translation>
                <numerusform>%n zone picked</numerusform>
                <numerusform>%n zones picked</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MergeZonesTool</name>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="185" />
            <source>Merge</source>
            <translation>Merge</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="189" />
            <source>Click adjacent zones to pick them (click again to drop one), then press Enter or Merge: the first zone picked is kept; Esc clears.</source>
            <translation>Click adjacent zones to pick them (click again to drop one), then press Enter or Merge: the first zone picked is kept; Esc clears.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="228" />
            <source>Pick two or more adjacent zones to merge.</source>
            <translation>Pick two or more adjacent zones to merge.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="234" />
            <source>These zones do not form one area without holes; only zones sharing edges can be merged.</source>
            <translation>These zones do not form one area without holes; only zones sharing edges can be merged.</translation>
        </message>
    </context>
    <context>
        <name>MissionPanel</name>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="269" />
            <source>General</source>
            <translation>General</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="270" />
            <source>Heroes</source>
            <translation>Heroes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="271" />
            <source>Victory and defeat</source>
            <translation>Victory and defeat</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="272" />
            <source>Events</source>
            <translation>Events</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="279" />
            <source>Turn limit</source>
            <translation>Turn limit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="280" />
            <source>Villain energy at start</source>
            <translation>Villain energy at start</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="281" />
            <source>Villain energy spent at start</source>
            <translation>Villain energy spent at start</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="282" />
            <source>Villain energy per turn</source>
            <translation>Villain energy per turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="283" />
            <source>Reinforcement points</source>
            <translation>Reinforcement points</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="284" />
            <source>Mission text (French)</source>
            <translation>Mission text (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="285" />
            <source>Mission text (English)</source>
            <translation>Mission text (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="288" />
            <source>No limit</source>
            <translation>No limit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="289" />
            <source>Victory: the heroes win when any of these happens</source>
            <translation>Victory: the heroes win when any of these happens</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_panel.py" line="290" />
            <source>Defeat: the heroes lose when any of these happens</source>
            <translation>Defeat: the heroes lose when any of these happens</translation>
        </message>
    </context>
    <context>
        <name>MixedForm</name>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="150" />
            <source>%1 items</source>
            <translation>%1 items</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="153" />
            <source>Select a single item, or only zones, to edit the selection.</source>
            <translation>Select a single item, or only zones, to edit the selection.</translation>
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
            <translation>Difficult terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="124" />
            <source>Water</source>
            <translation>Water</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="125" />
            <source>Dangerous terrain</source>
            <translation>Dangerous terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="126" />
            <source>Elevation level</source>
            <translation>Elevation level</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/properties_panel.py" line="130" />
            <source>Mixed</source>
            <translation>Mixed</translation>
        </message>
    </context>
    <context>
        <name>NewScenarioDialog</name>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="90" />
            <source>New scenario</source>
            <translation>New scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="90" />
            <source>Save as</source>
            <translation>Save as</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="93" />
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="93" />
            <source>Rule system:</source>
            <translation>Rule system:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="93" />
            <source>Width:</source>
            <translation>Width:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="93" />
            <source>Height:</source>
            <translation>Height:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="98" />
            <source>Zone board with the solo AI</source>
            <translation>Zone board with the solo AI</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="99" />
            <source>Eisdrachen (free table, pas)</source>
            <translation>Eisdrachen (free table, pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="100" />
            <source>D20 skirmish (free table, cm)</source>
            <translation>D20 skirmish (free table, cm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/new_scenario_dialog.py" line="104" />
            <source>The name the library keeps it under</source>
            <translation>The name the library keeps it under</translation>
        </message>
    </context>
    <context>
        <name>ObjectiveStrip</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="192" />
            <source>New objectives:</source>
            <translation>New objectives:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="193" />
            <source>Hero objective</source>
            <translation>Hero objective</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="194" />
            <source>Villain objective</source>
            <translation>Villain objective</translation>
        </message>
    </context>
    <context>
        <name>OddsView</name>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="80" />
            <source>Successes (exact odds, after the AI's rerolls)</source>
            <translation>Successes (exact odds, after the AI's rerolls)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="82" />
            <source>Successes of the automatic defence dice</source>
            <translation>Successes of the automatic defence dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="86" />
            <source>Damage to the villain (armour %1)</source>
            <translation>Damage to the villain (armour %1)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="90" />
            <source>Damage to the hero (armour %1)</source>
            <translation>Damage to the hero (armour %1)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="95" />
            <source>Chance to reach difficulty %1: %2</source>
            <translation>Chance to reach difficulty %1: %2</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="101" />
            <source>Chance of at least 1 damage: %1</source>
            <translation>Chance of at least 1 damage: %1</translation>
        </message>
    </context>
    <context>
        <name>OptionForm</name>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="259" />
            <source>Number</source>
            <translation>Number</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="260" />
            <source>Text (French)</source>
            <translation>Text (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="261" />
            <source>Text (English)</source>
            <translation>Text (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/mission_forms.py" line="262" />
            <source>Effects</source>
            <translation>Effects</translation>
        </message>
    </context>
    <context>
        <name>OptionsPanel</name>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="253" />
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="253" />
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="280" />
            <source>Filter the options</source>
            <translation>Filter the options</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="281" />
            <source>Show the options of every rule system</source>
            <translation>Show the options of every rule system</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="282" />
            <source>Reset all</source>
            <translation>Reset all</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="283" />
            <source>Give every option its default value</source>
            <translation>Give every option its default value</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="291" />
            <source>Default: %1.</source>
            <translation>Default: %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/options_panel.py" line="293" />
            <source>Reset to the default: %1</source>
            <translation>Reset to the default: %1</translation>
        </message>
    </context>
    <context>
        <name>OverlayLegend</name>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="191" />
            <source>Reachable zones (selected figure)</source>
            <translation>Reachable zones (selected figure)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="192" />
            <source>Line of sight from the selected zone</source>
            <translation>Line of sight from the selected zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="193" />
            <source>Line of sight into the selected zone</source>
            <translation>Line of sight into the selected zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="194" />
            <source>Where the selected villain would see a hero</source>
            <translation>Where the selected villain would see a hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="195" />
            <source>Threat: villains that could attack next turn</source>
            <translation>Threat: villains that could attack next turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="200" />
            <source>round badge: movement points, free movement</source>
            <translation>round badge: movement points, free movement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="201" />
            <source>square badge, hatched: needs the energy cube</source>
            <translation>square badge, hatched: needs the energy cube</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="202" />
            <source>horizontal lines: seen from the zone (dashed outline)</source>
            <translation>horizontal lines: seen from the zone (dashed outline)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="204" />
            <source>vertical lines: sees into the zone; → badge: one-way, the zone does not see it back</source>
            <translation>vertical lines: sees into the zone; → badge: one-way, the zone does not see it back</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="207" />
            <source>diagonal lines: sees a hero, movement points to get there</source>
            <translation>diagonal lines: sees a hero, movement points to get there</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="208" />
            <source>cross-hatched, square badge: only with the cube</source>
            <translation>cross-hatched, square badge: only with the cube</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="209" />
            <source>triangle badge: how many villains; darker = more</source>
            <translation>triangle badge: how many villains; darker = more</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="210" />
            <source>arrow: the villain's path, movement points paid</source>
            <translation>arrow: the villain's path, movement points paid</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="211" />
            <source>double ring: the target</source>
            <translation>double ring: the target</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="212" />
            <source>dashed line: the line of sight of a ranged attack</source>
            <translation>dashed line: the line of sight of a ranged attack</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="213" />
            <source>dotted, diamond badge: a choice to make (click the zone)</source>
            <translation>dotted, diamond badge: a choice to make (click the zone)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="214" />
            <source>crossed, + badge: figures brought onto the board here</source>
            <translation>crossed, + badge: figures brought onto the board here</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="218" />
            <source>Villain step</source>
            <translation>Villain step</translation>
        </message>
    </context>
    <context>
        <name>OverlayToggleBar</name>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="113" />
            <source>Reach</source>
            <translation>Reach</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="114" />
            <source>Reachable zones of the selected figure, with movement points</source>
            <translation>Reachable zones of the selected figure, with movement points</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="117" />
            <source>Sees</source>
            <translation>Sees</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="118" />
            <source>Line of sight from the selected zone</source>
            <translation>Line of sight from the selected zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="121" />
            <source>Seen from</source>
            <translation>Seen from</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="122" />
            <source>The zones that see into the selected zone</source>
            <translation>The zones that see into the selected zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="125" />
            <source>Vantage</source>
            <translation>Vantage</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="126" />
            <source>Zones from which the selected villain would see a hero</source>
            <translation>Zones from which the selected villain would see a hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="129" />
            <source>Threat</source>
            <translation>Threat</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/legend.py" line="130" />
            <source>Which villains could attack each zone next turn</source>
            <translation>Which villains could attack each zone next turn</translation>
        </message>
    </context>
    <context>
        <name>PaintElevationTool</name>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="199" />
            <source>Elevation</source>
            <translation>Elevation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="203" />
            <source>Click or drag across zones to give them the chosen elevation level; borders still at their default become climbs or open ground.</source>
            <translation>Click or drag across zones to give them the chosen elevation level; borders still at their default become climbs or open ground.</translation>
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
            <translation>Click or drag across zones to give them the chosen terrain; Shift+drag removes it; Plain clears all terrain.</translation>
        </message>
    </context>
    <context>
        <name>PlaceFigureTool</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="145" />
            <source>Figures</source>
            <translation>Figures</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="149" />
            <source>Click a zone to place a figure of the chosen unit; click a figure or objective, then a zone, to move it (or drag it); Delete removes it.</source>
            <translation>Click a zone to place a figure of the chosen unit; click a figure or objective, then a zone, to move it (or drag it); Delete removes it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="157" />
            <source>Choose a unit first (add units in the Units panel).</source>
            <translation>Choose a unit first (add units in the Units panel).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="80" />
            <source>Place figure</source>
            <translation>Place figure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="84" />
            <source>Click on the table to place a figure of the chosen unit; drag before releasing to adjust its place; drag a figure to move it.</source>
            <translation>Click on the table to place a figure of the chosen unit; drag before releasing to adjust its place; drag a figure to move it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="89" />
            <source>A figure must stand on the table: click inside it.</source>
            <translation>A figure must stand on the table: click inside it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="100" />
            <source>Add a unit to the scenario first: a figure needs one.</source>
            <translation>Add a unit to the scenario first: a figure needs one.</translation>
        </message>
    </context>
    <context>
        <name>PlaceObjectiveTool</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="120" />
            <source>Objectives</source>
            <translation>Objectives</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="124" />
            <source>Click a zone to place an objective of the chosen side; click an objective or figure, then a zone, to move it (or drag it); Delete removes it.</source>
            <translation>Click a zone to place an objective of the chosen side; click an objective or figure, then a zone, to move it (or drag it); Delete removes it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="123" />
            <source>Place objective</source>
            <translation>Place objective</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="127" />
            <source>Click on the table to place an objective of the chosen side; drag before releasing to adjust its place; drag an objective to move it.</source>
            <translation>Click on the table to place an objective of the chosen side; drag before releasing to adjust its place; drag an objective to move it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/token_tools.py" line="132" />
            <source>An objective must lie on the table: click inside it.</source>
            <translation>An objective must lie on the table: click inside it.</translation>
        </message>
    </context>
    <context>
        <name>PlaceTool</name>
        <message>
            <location filename="../../editor/ui/board/place_tools.py" line="79" />
            <source>Click a zone to move it there; Esc cancels.</source>
            <translation>Click a zone to move it there; Esc cancels.</translation>
        </message>
    </context>
    <context>
        <name>PlayMode</name>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="259" />
            <source>%1 is played on a free table. The play mode plays zone boards only for now; a free-table play assistant comes in a later version.</source>
            <translation>%1 is played on a free table. The play mode plays zone boards only for now; a free-table play assistant comes in a later version.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="309" />
            <source>Game log written to %1</source>
            <translation>Game log written to %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="312" />
            <source>Export the game log</source>
            <translation>Export the game log</translation>
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
            <translation>Take back</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="389" />
            <source>Export log…</source>
            <translation>Export log…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="391" />
            <source>Accept the villain step</source>
            <translation>Accept the villain step</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="393" />
            <source>Heroes' turn</source>
            <translation>Heroes' turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="393" />
            <source>Villains' turn</source>
            <translation>Villains' turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="394" />
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="395" />
            <source>Overlays</source>
            <translation>Overlays</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="396" />
            <source>Log</source>
            <translation>Log</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="401" />
            <source>the heroes' turn</source>
            <translation>the heroes' turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="402" />
            <source>the villains' turn</source>
            <translation>the villains' turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="403" />
            <source>mission over</source>
            <translation>mission over</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="405" />
            <source> — hard mode</source>
            <translation> — hard mode</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="406" />
            <source> — not saved (throwaway game)</source>
            <translation> — not saved (throwaway game)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/play_mode.py" line="408" />
            <source>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</translation>
        </message>
    </context>
    <context>
        <name>PlayTool</name>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="270" />
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="274" />
            <source>Click a figure or a zone to see its overlays; in the heroes' turn, drag a hero to move it.</source>
            <translation>Click a figure or a zone to see its overlays; in the heroes' turn, drag a hero to move it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="321" />
            <source>Off the board</source>
            <translation>Off the board</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="328" />
            <source>%1: cannot get there</source>
            <translation>%1: cannot get there</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/figures_layer.py" line="330" />
            <source>%1: %2 movement points</source>
            <translation>%1: %2 movement points</translation>
        </message>
    </context>
    <context>
        <name>Playing</name>
        <message>
            <location filename="../../editor/ui/playing.py" line="66" />
            <source>&amp;Play scenario…</source>
            <translation>&amp;Play scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="67" />
            <source>Start a guided solo game of the selected scenario</source>
            <translation>Start a guided solo game of the selected scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="71" />
            <source>&amp;Take back</source>
            <translation>&amp;Take back</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="72" />
            <source>Undo the last accepted step of the game (the dice and deck too)</source>
            <translation>Undo the last accepted step of the game (the dice and deck too)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="76" />
            <source>&amp;Export game log…</source>
            <translation>&amp;Export game log…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="77" />
            <source>Write the game's log with its replayable record to a Markdown file</source>
            <translation>Write the game's log with its replayable record to a Markdown file</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="90" />
            <source>Select a scenario to play first.</source>
            <translation>Select a scenario to play first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="107" />
            <source>The game could not be resumed</source>
            <translation>The game could not be resumed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="125" />
            <source>Export game log</source>
            <translation>Export game log</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="127" />
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="143" />
            <source>The log could not be written</source>
            <translation>The log could not be written</translation>
        </message>
        <message>
            <location filename="../../editor/ui/playing.py" line="146" />
            <source>Game log written to %1 (with the scenario it played, %2).</source>
            <translation>Game log written to %1 (with the scenario it played, %2).</translation>
        </message>
    </context>
    <context>
        <name>PolylineTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="59" />
            <source>Snapped to a vertex</source>
            <translation>Snapped to a vertex</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="59" />
            <source>Snapped to an edge</source>
            <translation>Snapped to an edge</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="89" />
            <source>Add more points first.</source>
            <translation>Add more points first.</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="76" />
            <source>Preferences</source>
            <translation>Preferences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="77" />
            <source>&amp;Language:</source>
            <translation>&amp;Language:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="79" />
            <source>Library &amp;file:</source>
            <translation>Library &amp;file:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="81" />
            <source>&amp;Browse…</source>
            <translation>&amp;Browse…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="82" />
            <source>&amp;Default</source>
            <translation>&amp;Default</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="83" />
            <source>Use the default library in your user data folder</source>
            <translation>Use the default library in your user data folder</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="84" />
            <source>Leave empty to use the default library</source>
            <translation>Leave empty to use the default library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="103" />
            <source>Library file</source>
            <translation>Library file</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="105" />
            <source>Skirmish Studio library (*.sqlite)</source>
            <translation>Skirmish Studio library (*.sqlite)</translation>
        </message>
    </context>
    <context>
        <name>ReinforcementTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="409" />
            <source>Reinforcement zones</source>
            <translation>Reinforcement zones</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="413" />
            <source>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</source>
            <translation>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</translation>
        </message>
    </context>
    <context>
        <name>RiverPanel</name>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="124" />
            <source>This scenario has no river yet.</source>
            <translation>This scenario has no river yet.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="125" />
            <source>Create a river</source>
            <translation>Create a river</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="126" />
            <source>Slots and activation costs</source>
            <translation>Slots and activation costs</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="129" />
            <source>Energy cubes paid to activate the tile in each slot, from left (cheapest) to right. Double-click a cost to change it.</source>
            <translation>Energy cubes paid to activate the tile in each slot, from left (cheapest) to right. Double-click a cost to change it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="133" />
            <source>Add slot</source>
            <translation>Add slot</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="134" />
            <source>Remove last slot</source>
            <translation>Remove last slot</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="135" />
            <source>Tiles in starting order (drag to reorder)</source>
            <translation>Tiles in starting order (drag to reorder)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="136" />
            <source>Add tile</source>
            <translation>Add tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="137" />
            <source>Remove tile</source>
            <translation>Remove tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="138" />
            <source>Move up</source>
            <translation>Move up</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="139" />
            <source>Move the tile one slot left (Ctrl+Up)</source>
            <translation>Move the tile one slot left (Ctrl+Up)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="140" />
            <source>Move down</source>
            <translation>Move down</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="141" />
            <source>Move the tile one slot right (Ctrl+Down)</source>
            <translation>Move the tile one slot right (Ctrl+Down)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="171" />
            <source>Slot %1 · cost %2</source>
            <translation>Slot %1 · cost %2</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="174" />
            <source>Slot %1 · beyond the river</source>
            <translation>Slot %1 · beyond the river</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="176" />
            <source>Leader symbol</source>
            <translation>Leader symbol</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="184" />
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="185" />
            <source>Event: %1</source>
            <translation>Event: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="190" />
            <source>no unit</source>
            <translation>no unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="237" />
            <source>A slot cost must be a whole number from 0 to 100; “%1” was refused.</source>
            <translation>A slot cost must be a whole number from 0 to 100; “%1” was refused.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="247" />
            <source>A river has at most 20 slots.</source>
            <translation>A river has at most 20 slots.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_panel.py" line="255" />
            <source>A river needs at least one slot.</source>
            <translation>A river needs at least one slot.</translation>
        </message>
    </context>
    <context>
        <name>RollEntry</name>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="208" />
            <source>; rerolls: %1</source>
            <translation>; rerolls: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="246" />
            <source>Reroll of die %1</source>
            <translation>Reroll of die %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="257" />
            <source>Type what each die shows (click to change, right-click to go back, or press a digit):</source>
            <translation>Type what each die shows (click to change, right-click to go back, or press a digit):</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="263" />
            <source>The AI rerolls (SOLO-DR-1 « Jet de défense et relance »): roll these dice again and type them:</source>
            <translation>The AI rerolls (SOLO-DR-1 « Jet de défense et relance »): roll these dice again and type them:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="278" />
            <source>Automatic defence dice: no reroll; the AI decides its defence on what they leave to block (SOLO-DR-2, AMB-36).</source>
            <translation>Automatic defence dice: no reroll; the AI decides its defence on what they leave to block (SOLO-DR-2, AMB-36).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="285" />
            <source>The AI rerolls only blank dice, the weakest colour first; free rerolls: %1; a paid reroll (one energy cube): %2.</source>
            <translation>The AI rerolls only blank dice, the weakest colour first; free rerolls: %1; a paid reroll (one energy cube): %2.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="288" />
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="289" />
            <source>allowed</source>
            <translation>allowed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="289" />
            <source>not allowed</source>
            <translation>not allowed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="294" />
            <source>With these dice the AI rerolls nothing.</source>
            <translation>With these dice the AI rerolls nothing.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/roll_entry.py" line="300" />
            <source>With these dice the AI rerolls: %1.</source>
            <translation>With these dice the AI rerolls: %1.</translation>
        </message>
    </context>
    <context>
        <name>RollSection</name>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="129" />
            <source>Apply these dice</source>
            <translation>Apply these dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="130" />
            <source>Clear the dice</source>
            <translation>Clear the dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="132" />
            <source>Let the app roll</source>
            <translation>Let the app roll</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/dice_panel.py" line="132" />
            <source>Apply the attack</source>
            <translation>Apply the attack</translation>
        </message>
    </context>
    <context>
        <name>RotateFigureTool</name>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="236" />
            <source>Turn figure</source>
            <translation>Turn figure</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="240" />
            <source>Press on a figure and drag around it to turn it (Shift snaps to 15°); or Ctrl+wheel over a figure.</source>
            <translation>Press on a figure and drag around it to turn it (Shift snaps to 15°); or Ctrl+wheel over a figure.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="247" />
            <source>Press on a figure to turn it.</source>
            <translation>Press on a figure to turn it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="265" />
            <source>Facing %1°</source>
            <translation>Facing %1°</translation>
        </message>
    </context>
    <context>
        <name>ScenarioForm</name>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="120" />
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="124" />
            <source>Zone board with the solo AI</source>
            <translation>Zone board with the solo AI</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="125" />
            <source>Eisdrachen (free table, pas)</source>
            <translation>Eisdrachen (free table, pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="126" />
            <source>D20 skirmish (free table, cm)</source>
            <translation>D20 skirmish (free table, cm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="131" />
            <source>Name (library key)</source>
            <translation>Name (library key)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="132" />
            <source>Rule system</source>
            <translation>Rule system</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="133" />
            <source>Title (French)</source>
            <translation>Title (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="134" />
            <source>Title (English)</source>
            <translation>Title (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="135" />
            <source>Description (French)</source>
            <translation>Description (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="136" />
            <source>Description (English)</source>
            <translation>Description (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="141" />
            <source>The name is the scenario's key in the library: use Save as to change it.</source>
            <translation>The name is the scenario's key in the library: use Save as to change it.</translation>
        </message>
    </context>
    <context>
        <name>SelectTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="301" />
            <source>Select</source>
            <translation>Select</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="306" />
            <source>The board is empty: load a scan of your board with Background (B), then draw its zones with Draw zone (Z).</source>
            <translation>The board is empty: load a scan of your board with Background (B), then draw its zones with Draw zone (Z).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="310" />
            <source>Click to select a zone, border or token; drag to move it; Shift+click adds zones to the selection; Delete removes the selected zones or token.</source>
            <translation>Click to select a zone, border or token; drag to move it; Shift+click adds zones to the selection; Delete removes the selected zones or token.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="379" />
            <source>A token stands in a zone: drop it on a zone to move it there.</source>
            <translation>A token stands in a zone: drop it on a zone to move it there.</translation>
        </message>
    </context>
    <context>
        <name>SetupPanel</name>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="163" />
            <source>The seed must be a whole number from 0 to %1.</source>
            <translation>The seed must be a whole number from 0 to %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="177" />
            <source>Seed of the shuffle</source>
            <translation>Seed of the shuffle</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="177" />
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="177" />
            <source>Rules options</source>
            <translation>Rules options</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="180" />
            <source>New seed</source>
            <translation>New seed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="183" />
            <source>Recorded with the game: the same seed and the same choices replay the same game.</source>
            <translation>Recorded with the game: the same seed and the same choices replay the same game.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="187" />
            <source>Hard mode (tiles and cleaning cost nothing, villains may fall: SOLO-HM)</source>
            <translation>Hard mode (tiles and cleaning cost nothing, villains may fall: SOLO-HM)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="189" />
            <source>Start the game</source>
            <translation>Start the game</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="190" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="192" />
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="197" />
            <source>New game: %1</source>
            <translation>New game: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="205" />
            <source>The defaults of the solo rules (SOLO_AI_SPEC), golden rule asked to the player.</source>
            <translation>The defaults of the solo rules (SOLO_AI_SPEC), golden rule asked to the player.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="215" />
            <source>The scenario has no solo deck cards: the villains' turn cannot draw a card, so the villains never act.</source>
            <translation>The scenario has no solo deck cards: the villains' turn cannot draw a card, so the villains never act.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="219" />
            <source>The river has no tiles: no villain is ever activated by the solo card.</source>
            <translation>The river has no tiles: no villain is ever activated by the solo card.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="222" />
            <source>No hero figure is deployed on the board: the villains have no one to go for. Place the heroes in the scenario's mission first.</source>
            <translation>No hero figure is deployed on the board: the villains have no one to go for. Place the heroes in the scenario's mission first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="225" />
            <source>The scenario has no villain figures: there is no one to fight.</source>
            <translation>The scenario has no villain figures: there is no one to fight.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/setup_panel.py" line="232" />
            <source>This scenario cannot really be played yet (you may still start it):</source>
            <translation>This scenario cannot really be played yet (you may still start it):</translation>
        </message>
    </context>
    <context>
        <name>SlotCostModel</name>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="78" />
            <source>Slot %1 costs %2 energy cubes</source>
            <translation>Slot %1 costs %2 energy cubes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="94" />
            <source>Cost</source>
            <translation>Cost</translation>
        </message>
    </context>
    <context>
        <name>SoloCardView</name>
        <message>
            <location filename="../../editor/ui/panels/solo_card_view.py" line="75" />
            <source>No card selected</source>
            <translation>No card selected</translation>
        </message>
    </context>
    <context>
        <name>SplitZoneTool</name>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="65" />
            <source>Split</source>
            <translation>Split</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="69" />
            <source>Drag a line across a zone, from one edge to another, to cut it in two (the ends snap to corners and edges).</source>
            <translation>Drag a line across a zone, from one edge to another, to cut it in two (the ends snap to corners and edges).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="81" />
            <source>Snapped to a vertex</source>
            <translation>Snapped to a vertex</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="81" />
            <source>Snapped to an edge</source>
            <translation>Snapped to an edge</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="115" />
            <source>The line cuts several zones; cut one zone at a time.</source>
            <translation>The line cuts several zones; cut one zone at a time.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/split_merge_tools.py" line="117" />
            <source>Drag the line across one zone, from one of its edges to another.</source>
            <translation>Drag the line across one zone, from one of its edges to another.</translation>
        </message>
    </context>
    <context>
        <name>TableEditor</name>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="107" />
            <source>Table tools</source>
            <translation>Table tools</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="108" />
            <source>Figure and objective tools</source>
            <translation>Figure and objective tools</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="109" />
            <source>Figures of the unit:</source>
            <translation>Figures of the unit:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="110" />
            <source>The unit of the figures the tool places</source>
            <translation>The unit of the figures the tool places</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="119" />
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="120" />
            <source>Delete the selected terrain pieces, figures and objectives (Del)</source>
            <translation>Delete the selected terrain pieces, figures and objectives (Del)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="122" />
            <source>Zoom in</source>
            <translation>Zoom in</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="122" />
            <source>Zoom in (+ or the wheel)</source>
            <translation>Zoom in (+ or the wheel)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="123" />
            <source>Zoom out</source>
            <translation>Zoom out</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="123" />
            <source>Zoom out (- or the wheel)</source>
            <translation>Zoom out (- or the wheel)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="124" />
            <source>Fit</source>
            <translation>Fit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="124" />
            <source>Show the whole table (F)</source>
            <translation>Show the whole table (F)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="127" />
            <source>Grid</source>
            <translation>Grid</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="128" />
            <source>Show a grid in the table's unit, cm or steps (G)</source>
            <translation>Show a grid in the table's unit, cm or steps (G)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="133" />
            <source>Undo %1</source>
            <translation>Undo %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="133" />
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="133" />
            <source>Redo %1</source>
            <translation>Redo %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_editor.py" line="133" />
            <source>Redo</source>
            <translation>Redo</translation>
        </message>
    </context>
    <context>
        <name>TableLegend</name>
        <message>
            <location filename="../../editor/ui/table/table_legend.py" line="80" />
            <source>Legend</source>
            <translation>Legend</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_legend.py" line="87" />
            <source>Blocks line of sight</source>
            <translation>Blocks line of sight</translation>
        </message>
    </context>
    <context>
        <name>TablePropertiesPanel</name>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="222" />
            <source>Type a finite number.</source>
            <translation>Type a finite number.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="293" />
            <source>Select a terrain piece, a figure or an objective on the table to edit it here.</source>
            <translation>Select a terrain piece, a figure or an objective on the table to edit it here.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="318" />
            <source>Objective: %1</source>
            <translation>Objective: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="321" />
            <source>Figure: %1</source>
            <translation>Figure: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="324" />
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="325" />
            <source>Terrain piece</source>
            <translation>Terrain piece</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="327" />
            <source>Width</source>
            <translation>Width</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="328" />
            <source>Depth</source>
            <translation>Depth</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="329" />
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="330" />
            <source>One step (pas)</source>
            <translation>One step (pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="331" />
            <source>Name (French)</source>
            <translation>Name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="332" />
            <source>Name (English)</source>
            <translation>Name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="333" />
            <source>Cover</source>
            <translation>Cover</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="334" />
            <source>Height</source>
            <translation>Height</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="335" />
            <source>Movement</source>
            <translation>Movement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="336" />
            <source>Line of sight</source>
            <translation>Line of sight</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="337" />
            <source>Facing</source>
            <translation>Facing</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="338" />
            <source>From the left edge</source>
            <translation>From the left edge</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="339" />
            <source>From the top edge</source>
            <translation>From the top edge</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="343" />
            <source>Blocks line of sight</source>
            <translation>Blocks line of sight</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_properties.py" line="348" />
            <source>The Eisdrachen rules do not fix the length of a step: choose it for your table.</source>
            <translation>The Eisdrachen rules do not fix the length of a step: choose it for your table.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <location filename="../../editor/ui/table/table_scene.py" line="153" />
            <source>Height: %1</source>
            <translation>Height: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_scene.py" line="156" />
            <source>Blocks line of sight</source>
            <translation>Blocks line of sight</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_scene.py" line="188" />
            <source>%1 (%2), facing %3°</source>
            <translation>%1 (%2), facing %3°</translation>
        </message>
    </context>
    <context>
        <name>TableSelectTool</name>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="122" />
            <source>Select</source>
            <translation>Select</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="126" />
            <source>Click a terrain piece, figure or objective to select it (Shift adds); drag to move; Delete removes; Ctrl+wheel turns a figure.</source>
            <translation>Click a terrain piece, figure or objective to select it (Shift adds); drag to move; Delete removes; Ctrl+wheel turns a figure.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_tools.py" line="176" />
            <source>Figures and objectives stay on the table, and a terrain piece cannot leave it entirely: that move is refused.</source>
            <translation>Figures and objectives stay on the table, and a terrain piece cannot leave it entirely: that move is refused.</translation>
        </message>
    </context>
    <context>
        <name>TableStyles</name>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="25" />
            <source>No cover</source>
            <translation>No cover</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="26" />
            <source>Light cover</source>
            <translation>Light cover</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="27" />
            <source>Medium cover</source>
            <translation>Medium cover</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="28" />
            <source>Heavy cover</source>
            <translation>Heavy cover</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="31" />
            <source>Open ground</source>
            <translation>Open ground</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="32" />
            <source>Difficult terrain</source>
            <translation>Difficult terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="33" />
            <source>Climb</source>
            <translation>Climb</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="34" />
            <source>Water</source>
            <translation>Water</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="35" />
            <source>Impassable</source>
            <translation>Impassable</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="36" />
            <source>Crawl only</source>
            <translation>Crawl only</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="39" />
            <source>cm</source>
            <translation>cm</translation>
        </message>
        <message>
            <location filename="../../editor/ui/table/table_styles.py" line="40" />
            <source>steps</source>
            <translation>steps</translation>
        </message>
    </context>
    <context>
        <name>TerrainStrip</name>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="241" />
            <source>Terrain to paint:</source>
            <translation>Terrain to paint:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="243" />
            <source>Plain (no terrain)</source>
            <translation>Plain (no terrain)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="244" />
            <source>Difficult</source>
            <translation>Difficult</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="245" />
            <source>Dangerous</source>
            <translation>Dangerous</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="246" />
            <source>Water</source>
            <translation>Water</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/paint_tools.py" line="247" />
            <source>Promontory</source>
            <translation>Promontory</translation>
        </message>
    </context>
    <context>
        <name>TileForm</name>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="109" />
            <source>Name (French)</source>
            <translation>Name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="110" />
            <source>Name (English)</source>
            <translation>Name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="111" />
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="112" />
            <source>Leader</source>
            <translation>Leader</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="113" />
            <source>Reinforcement cost</source>
            <translation>Reinforcement cost</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="115" />
            <source>Leader symbol</source>
            <translation>Leader symbol</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="117" />
            <source>A solo card with the leader symbol activates every leader tile.</source>
            <translation>A solo card with the leader symbol activates every leader tile.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="119" />
            <source>0 (never returns)</source>
            <translation>0 (never returns)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="121" />
            <source>Reinforcement points to bring back one of its figures; 0 = never returns.</source>
            <translation>Reinforcement points to bring back one of its figures; 0 = never returns.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="123" />
            <source>Units activated by this tile</source>
            <translation>Units activated by this tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="124" />
            <source>Add unit</source>
            <translation>Add unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="125" />
            <source>Mission event</source>
            <translation>Mission event</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="148" />
            <source>No tile selected</source>
            <translation>No tile selected</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="152" />
            <source>Tile “%1”</source>
            <translation>Tile “%1”</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="185" />
            <source>(none)</source>
            <translation>(none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="192" />
            <source>Choose the mission event this tile triggers; its numbered options are written in the Mission panel.</source>
            <translation>Choose the mission event this tile triggers; its numbered options are written in the Mission panel.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="197" />
            <source>This event has no options yet.</source>
            <translation>This event has no options yet.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="238" />
            <source>This scenario has no units yet: add them in the Units panel first.</source>
            <translation>This scenario has no units yet: add them in the Units panel first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_tile_form.py" line="257" />
            <source>A tile activates 1 to 100 figures of a unit.</source>
            <translation>A tile activates 1 to 100 figures of a unit.</translation>
        </message>
    </context>
    <context>
        <name>TileUnitRow</name>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="160" />
            <source>Figures of this unit activated by the tile</source>
            <translation>Figures of this unit activated by the tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="161" />
            <source>Remove this unit from the tile</source>
            <translation>Remove this unit from the tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/river_models.py" line="165" />
            <source>%1 (unknown unit)</source>
            <translation>%1 (unknown unit)</translation>
        </message>
    </context>
    <context>
        <name>TokenForm</name>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="109" />
            <source>Objective: %1</source>
            <translation>Objective: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="114" />
            <source>Figure: %1 (%2)</source>
            <translation>Figure: %1 (%2)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="121" />
            <source>Hero</source>
            <translation>Hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="122" />
            <source>Villain</source>
            <translation>Villain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="123" />
            <source>Neutral</source>
            <translation>Neutral</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="128" />
            <source>Manipulation</source>
            <translation>Manipulation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="129" />
            <source>Thinking</source>
            <translation>Thinking</translation>
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
            <translation>(none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="148" />
            <location filename="../../editor/ui/panels/token_form.py" line="161" />
            <source>Side</source>
            <translation>Side</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="149" />
            <source>Name (French)</source>
            <translation>Name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="150" />
            <source>Name (English)</source>
            <translation>Name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="151" />
            <source>Check</source>
            <translation>Check</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="152" />
            <source>Difficulty</source>
            <translation>Difficulty</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="153" />
            <source>Active</source>
            <translation>Active</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="154" />
            <location filename="../../editor/ui/panels/token_form.py" line="165" />
            <source>Number (ties)</source>
            <translation>Number (ties)</translation>
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
            <translation>Unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="163" />
            <source>River tile</source>
            <translation>River tile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="164" />
            <source>Deployed at the start</source>
            <translation>Deployed at the start</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="169" />
            <source>Facing</source>
            <translation>Facing</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/token_form.py" line="173" />
            <source>None</source>
            <translation>None</translation>
        </message>
    </context>
    <context>
        <name>Tool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="229" />
            <source>“%1” was not deleted: %2 uses it. Change or remove that first.</source>
            <translation>“%1” was not deleted: %2 uses it. Change or remove that first.</translation>
        </message>
    </context>
    <context>
        <name>UnitCardPreview</name>
        <message>
            <location filename="../../editor/ui/panels/unit_card_preview.py" line="116" />
            <source>Card in English</source>
            <translation>Card in English</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_card_preview.py" line="117" />
            <source>Card in French</source>
            <translation>Card in French</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_card_preview.py" line="118" />
            <source>The language of the card preview</source>
            <translation>The language of the card preview</translation>
        </message>
    </context>
    <context>
        <name>UnitsPanel</name>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="115" />
            <source>Add weapon</source>
            <translation>Add weapon</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="133" />
            <source>Energy cubes of a hero; villains spend the river's energy</source>
            <translation>Energy cubes of a hero; villains spend the river's energy</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="138" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="276" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="322" />
            <source>Profile</source>
            <translation>Profile</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="140" />
            <source>Hit points</source>
            <translation>Hit points</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="141" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="324" />
            <source>Movement</source>
            <translation>Movement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="142" />
            <source>Size</source>
            <translation>Size</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="143" />
            <source>Menace</source>
            <translation>Menace</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="144" />
            <source>Energy</source>
            <translation>Energy</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="153" />
            <source>Add attack</source>
            <translation>Add attack</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="156" />
            <location filename="../../editor/ui/panels/unit_rows.py" line="254" />
            <source>Attacks</source>
            <translation>Attacks</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="166" />
            <source>Dice rolled as an automatic defence, on top of the armour</source>
            <translation>Dice rolled as an automatic defence, on top of the armour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="171" />
            <source>Defence</source>
            <translation>Defence</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="173" />
            <source>Armour</source>
            <translation>Armour</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="174" />
            <source>Defence dice</source>
            <translation>Defence dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="182" />
            <source>Objective checks (no dice: cannot perform it)</source>
            <translation>Objective checks (no dice: cannot perform it)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="185" />
            <source>Manipulation</source>
            <translation>Manipulation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="188" />
            <source>Thinking</source>
            <translation>Thinking</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="189" />
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="193" />
            <source>Free rerolls (once per roll)</source>
            <translation>Free rerolls (once per roll)</translation>
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
            <translation>Carries a heavy weapon (cannot crawl)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="278" />
            <source>Speed (V)</source>
            <translation>Speed (V)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="279" />
            <source>Intelligence (I)</source>
            <translation>Intelligence (I)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="280" />
            <source>Attacks (A)</source>
            <translation>Attacks (A)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="281" />
            <source>Strength (F)</source>
            <translation>Strength (F)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="282" />
            <source>Hit points (PV)</source>
            <translation>Hit points (PV)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="293" />
            <location filename="../../editor/ui/panels/unit_forms.py" line="342" />
            <source>Weapons</source>
            <translation>Weapons</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="317" />
            <source>Base diameter, for close-combat contact and large targets</source>
            <translation>Base diameter, for close-combat contact and large targets</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="325" />
            <source>Shooting (Tir)</source>
            <translation>Shooting (Tir)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="326" />
            <source>Melee (Càc)</source>
            <translation>Melee (Càc)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="327" />
            <location filename="../../editor/ui/panels/unit_rows.py" line="259" />
            <source>Strength</source>
            <translation>Strength</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="328" />
            <source>Physical defence (Dφ)</source>
            <translation>Physical defence (Dφ)</translation>
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
            <translation>Dexterity</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="332" />
            <source>Base</source>
            <translation>Base</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="339" />
            <source> cm</source>
            <translation> cm</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_forms.py" line="367" />
            <source>Add skill</source>
            <translation>Add skill</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="73" />
            <source>Move up</source>
            <translation>Move up</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="74" />
            <location filename="../../editor/ui/panels/unit_portrait.py" line="163" />
            <location filename="../../editor/ui/panels/units_panel.py" line="384" />
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="170" />
            <location filename="../../editor/ui/panels/units_panel.py" line="88" />
            <source>Name (French)</source>
            <translation>Name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="171" />
            <location filename="../../editor/ui/panels/units_panel.py" line="89" />
            <source>Name (English)</source>
            <translation>Name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="178" />
            <source>any range</source>
            <translation>any range</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="180" />
            <source> zones</source>
            <translation> zones</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="183" />
            <source>Maximum range of a ranged attack</source>
            <translation>Maximum range of a ranged attack</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="209" />
            <source>Melee</source>
            <translation>Melee</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="210" />
            <source>Ranged</source>
            <translation>Ranged</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="237" />
            <source>Weapon (French)</source>
            <translation>Weapon (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="238" />
            <source>Weapon (English)</source>
            <translation>Weapon (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="242" />
            <source>melee</source>
            <translation>melee</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="247" />
            <source>Range; step below 0 for a melee weapon</source>
            <translation>Range; step below 0 for a melee weapon</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="249" />
            <source>Range</source>
            <translation>Range</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="266" />
            <source>Special rule (French)</source>
            <translation>Special rule (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="267" />
            <source>Special rule (English)</source>
            <translation>Special rule (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="290" />
            <source>Skill name (French)</source>
            <translation>Skill name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="291" />
            <source>Skill name (English)</source>
            <translation>Skill name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="296" />
            <source>What it does (French)</source>
            <translation>What it does (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="299" />
            <source>What it does (English)</source>
            <translation>What it does (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="303" />
            <source>code</source>
            <translation>code</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_rows.py" line="306" />
            <source>Optional: the code the game engines recognise for this rule</source>
            <translation>Optional: the code the game engines recognise for this rule</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="48" />
            <source>No portrait: the card shows a silhouette.</source>
            <translation>No portrait: the card shows a silhouette.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="161" />
            <source>Import…</source>
            <translation>Import…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="162" />
            <source>Crop…</source>
            <translation>Crop…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="166" />
            <source>Import a PNG or JPEG image as the unit's portrait</source>
            <translation>Import a PNG or JPEG image as the unit's portrait</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="234" />
            <source>Import portrait</source>
            <translation>Import portrait</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/unit_portrait.py" line="236" />
            <source>Images (*.png *.jpg *.jpeg)</source>
            <translation>Images (*.png *.jpg *.jpeg)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="78" />
            <source>This unit's profile belongs to another rule system than the scenario's; the checker reports it.</source>
            <translation>This unit's profile belongs to another rule system than the scenario's; the checker reports it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="87" />
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="90" />
            <source>Side</source>
            <translation>Side</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="91" />
            <source>Description (French)</source>
            <translation>Description (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="92" />
            <source>Description (English)</source>
            <translation>Description (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="350" />
            <source>figures: %1</source>
            <translation>figures: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="352" />
            <source>river tiles: %1</source>
            <translation>river tiles: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="355" />
            <source>“%1” is not removed: it is used by %2. Remove those or give them another unit first.</source>
            <translation>“%1” is not removed: it is used by %2. Remove those or give them another unit first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="382" />
            <source>Add</source>
            <translation>Add</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="383" />
            <source>Duplicate</source>
            <translation>Duplicate</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="386" />
            <source>Add a unit with the profile of the scenario's rule system</source>
            <translation>Add a unit with the profile of the scenario's rule system</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="389" />
            <source>Remove the selected unit (not while figures or river tiles use it)</source>
            <translation>Remove the selected unit (not while figures or river tiles use it)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="392" />
            <source>No unit yet. Add one to write its card.</source>
            <translation>No unit yet. Add one to write its card.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="394" />
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="395" />
            <source>Portrait</source>
            <translation>Portrait</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/units_panel.py" line="396" />
            <source>Skills and special rules</source>
            <translation>Skills and special rules</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/portrait_cropper.py" line="20" />
            <source>Drag the frame to choose what the card shows; drag its corner or use the wheel to resize.</source>
            <translation>Drag the frame to choose what the card shows; drag its corner or use the wheel to resize.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/portrait_cropper.py" line="208" />
            <source>Apply</source>
            <translation>Apply</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/portrait_cropper.py" line="209" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
    <context>
        <name>VillainPanel</name>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="213" />
            <source>The dice of this roll are only partly typed in the Dice tab: finish typing the dice, or clear them to let the app roll.</source>
            <translation>The dice of this roll are only partly typed in the Dice tab: finish typing the dice, or clear them to let the app roll.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="229" />
            <source>Accept uses the dice you typed: %1.</source>
            <translation>Accept uses the dice you typed: %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="232" />
            <source>Dice partly typed (%1): finish typing the dice, or clear them to let the app roll.</source>
            <translation>Dice partly typed (%1): finish typing the dice, or clear them to let the app roll.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="240" />
            <source>Accept with the typed dice</source>
            <translation>Accept with the typed dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="242" />
            <location filename="../../editor/ui/play/villain_panel.py" line="268" />
            <source>Accept</source>
            <translation>Accept</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="269" />
            <source>Enter dice…</source>
            <translation>Enter dice…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="270" />
            <source>Take back</source>
            <translation>Take back</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="280" />
            <source>Turn %1 — the villains' reserve: %2 cubes, spent: %3</source>
            <translation>Turn %1 — the villains' reserve: %2 cubes, spent: %3</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="286" />
            <source>No villain step to play now.</source>
            <translation>No villain step to play now.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="289" />
            <source>The villains play after the heroes: end the heroes' turn to draw the solo card.</source>
            <translation>The villains play after the heroes: end the heroes' turn to draw the solo card.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="310" />
            <source>Rules: %1</source>
            <translation>Rules: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="315" />
            <source>Energy this step spends: %1 cube(s)</source>
            <translation>Energy this step spends: %1 cube(s)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="321" />
            <source>Golden rule: choose the place most disadvantageous to you — a button, or click a highlighted zone on the board.</source>
            <translation>Golden rule: choose the place most disadvantageous to you — a button, or click a highlighted zone on the board.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="329" />
            <source> (heuristic)</source>
            <translation> (heuristic)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="337" />
            <source>Last: %1</source>
            <translation>Last: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="343" />
            <source>Upkeep</source>
            <translation>Upkeep</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="344" />
            <source>Solo card</source>
            <translation>Solo card</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="345" />
            <source>River tile activated</source>
            <translation>River tile activated</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="346" />
            <source>Character activation</source>
            <translation>Character activation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="347" />
            <source>Villain attack</source>
            <translation>Villain attack</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="348" />
            <source>Objective check</source>
            <translation>Objective check</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="349" />
            <source>Event</source>
            <translation>Event</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="350" />
            <source>Reinforcements</source>
            <translation>Reinforcements</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="351" />
            <source>Golden rule: your choice</source>
            <translation>Golden rule: your choice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="352" />
            <source>Cleaning the river</source>
            <translation>Cleaning the river</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="353" />
            <source>Nothing happens</source>
            <translation>Nothing happens</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="354" />
            <source>End of the villains' turn</source>
            <translation>End of the villains' turn</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="369" />
            <source>%1 attempts its objective check (difficulty %2). Roll the dice and enter them, or accept to let the app roll.</source>
            <translation>%1 attempts its objective check (difficulty %2). Roll the dice and enter them, or accept to let the app roll.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/play/villain_panel.py" line="377" />
            <source>%1 attacks %2 (armour %3). Roll the dice and enter them, or accept to let the app roll.</source>
            <translation>%1 attacks %2 (armour %3). Roll the dice and enter them, or accept to let the app roll.</translation>
        </message>
    </context>
    <context>
        <name>WallForm</name>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="365" />
            <source>Wall: %1</source>
            <translation>Wall: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="368" />
            <source>Blocks line of sight</source>
            <translation>Blocks line of sight</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="368" />
            <source>Blocks movement</source>
            <translation>Blocks movement</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="368" />
            <source>Corners</source>
            <translation>Corners</translation>
        </message>
    </context>
    <context>
        <name>WallTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="145" />
            <source>Draw wall</source>
            <translation>Draw wall</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="148" />
            <source>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</source>
            <translation>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</translation>
        </message>
    </context>
    <context>
        <name>ZoneForm</name>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="227" />
            <source>Zone: %1</source>
            <translation>Zone: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="235" />
            <source>When entering</source>
            <translation>When entering</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="236" />
            <source>When ending a move there</source>
            <translation>When ending a move there</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="237" />
            <source>When crossing</source>
            <translation>When crossing</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="254" />
            <source>Not a reinforcement zone</source>
            <translation>Not a reinforcement zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="262" />
            <source>Not numbered: a zone outline is invalid</source>
            <translation>Not numbered: a zone outline is invalid</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="263" />
            <source>Number %1 in reading order</source>
            <translation>Number %1 in reading order</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="267" />
            <source>Name (French)</source>
            <translation>Name (French)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="268" />
            <source>Name (English)</source>
            <translation>Name (English)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="269" />
            <source>Difficult terrain</source>
            <translation>Difficult terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="270" />
            <source>Water</source>
            <translation>Water</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="271" />
            <source>Dangerous terrain</source>
            <translation>Dangerous terrain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="272" />
            <source>Danger strikes</source>
            <translation>Danger strikes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="273" />
            <source>Danger dice</source>
            <translation>Danger dice</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="274" />
            <source>Promontory</source>
            <translation>Promontory</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="275" />
            <source>Elevation level</source>
            <translation>Elevation level</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="276" />
            <source>Capacity (size points)</source>
            <translation>Capacity (size points)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="277" />
            <source>Custom LOS marker</source>
            <translation>Custom LOS marker</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="278" />
            <source>LOS marker x</source>
            <translation>LOS marker x</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="279" />
            <source>LOS marker y</source>
            <translation>LOS marker y</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="280" />
            <source>Reading order</source>
            <translation>Reading order</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="281" />
            <source>Reinforcement zone</source>
            <translation>Reinforcement zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="282" />
            <source>Reinforcement number</source>
            <translation>Reinforcement number</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="286" />
            <source>Unlimited</source>
            <translation>Unlimited</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="287" />
            <source>Automatic</source>
            <translation>Automatic</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="290" />
            <source>Off: the marker is computed inside the outline. On: it stays where you put it.</source>
            <translation>Off: the marker is computed inside the outline. On: it stays where you put it.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/panels/property_forms.py" line="294" />
            <source>Position in reading order (1 = first); Automatic sorts by the LOS marker.</source>
            <translation>Position in reading order (1 = first); Automatic sorts by the LOS marker.</translation>
        </message>
    </context>
</TS>