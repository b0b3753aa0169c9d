<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Skirmish Studio</source>
        <translation>About Skirmish Studio</translation>
    </message>
    <message>
        <source>Scenario editor, card printer and solo play assistant for miniature skirmish games.</source>
        <translation>Scenario editor, card printer and solo play assistant for miniature skirmish games.</translation>
    </message>
    <message>
        <source>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</source>
        <translation>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</translation>
    </message>
    <message>
        <source>Built with Qt %1 and PySide6.</source>
        <translation>Built with Qt %1 and PySide6.</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Not possible now:</source>
        <translation>Not possible now:</translation>
    </message>
    <message>
        <source>Modifiers:</source>
        <translation>Modifiers:</translation>
    </message>
    <message>
        <source>Actions possible now</source>
        <translation>Actions possible now</translation>
    </message>
    <message>
        <source>Not possible now, and why</source>
        <translation>Not possible now, and why</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Weapon</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <source>Click the table where the action goes.</source>
        <translation>Click the table where the action goes.</translation>
    </message>
    <message>
        <source>No dice to roll: Apply does it.</source>
        <translation>No dice to roll: Apply does it.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choice</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Object</translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation>Actions left</translation>
    </message>
    <message>
        <source>Roll the dice…</source>
        <translation>Roll the dice…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Drag a figure of the side to play to move it; drag its facing wedge to turn it. Click a figure to see its actions.</source>
        <translation>Drag a figure of the side to play to move it; drag its facing wedge to turn it. Click a figure to see its actions.</translation>
    </message>
    <message>
        <source>End this phase (%1, %2)</source>
        <translation>End this phase (%1, %2)</translation>
    </message>
    <message>
        <source>Select a figure on the table to see its actions.</source>
        <translation>Select a figure on the table to see its actions.</translation>
    </message>
    <message>
        <source>PV / PC lost: %1</source>
        <translation>PV / PC lost: %1</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>out of the game</translation>
    </message>
    <message>
        <source>States: %1</source>
        <translation>States: %1</translation>
    </message>
    <message>
        <source>Done this turn: %1</source>
        <translation>Done this turn: %1</translation>
    </message>
</context>
<context>
    <name>BackgroundStrip</name>
    <message>
        <source>Load image…</source>
        <translation>Load image…</translation>
    </message>
    <message>
        <source>Put a PNG or JPEG scan of the board behind it</source>
        <translation>Put a PNG or JPEG scan of the board behind it</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacity</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scale</translation>
    </message>
    <message>
        <source>Scale the image so that the two clicked points are this far apart</source>
        <translation>Scale the image so that the two clicked points are this far apart</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Board size</translation>
    </message>
    <message>
        <source>The board&apos;s real size: it takes it when you leave the field</source>
        <translation>The board&apos;s real size: it takes it when you leave the field</translation>
    </message>
    <message>
        <source>Fit image</source>
        <translation>Fit image</translation>
    </message>
    <message>
        <source>The image shows the whole board: scale it to this width and make this the board&apos;s size</source>
        <translation>The image shows the whole board: scale it to this width and make this the board&apos;s size</translation>
    </message>
    <message>
        <source>Points %1 mm apart; real distance:</source>
        <translation>Points %1 mm apart; real distance:</translation>
    </message>
    <message>
        <source>Click point %1 of 2 on the image; real distance:</source>
        <translation>Click point %1 of 2 on the image; real distance:</translation>
    </message>
    <message>
        <source>Background image</source>
        <translation>Background image</translation>
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
        <translation>Background</translation>
    </message>
    <message>
        <source>Load a scan of the board; click two points of the image a known distance apart and type that distance, or type the board&apos;s size.</source>
        <translation>Load a scan of the board; click two points of the image a known distance apart and type that distance, or type the board&apos;s size.</translation>
    </message>
    <message>
        <source>Load a background image first.</source>
        <translation>Load a background image first.</translation>
    </message>
    <message>
        <source>Choose a PNG or JPEG image.</source>
        <translation>Choose a PNG or JPEG image.</translation>
    </message>
    <message>
        <source>The image is larger than %1 MiB.</source>
        <translation>The image is larger than %1 MiB.</translation>
    </message>
    <message>
        <source>Cannot read the image: %1</source>
        <translation>Cannot read the image: %1</translation>
    </message>
    <message>
        <source>Background loaded: %1 × %2 pixels.</source>
        <translation>Background loaded: %1 × %2 pixels.</translation>
    </message>
    <message>
        <source>This file is not a readable PNG or JPEG image.</source>
        <translation>This file is not a readable PNG or JPEG image.</translation>
    </message>
    <message>
        <source>The image has too many pixels (%1 × %2, at most %3).</source>
        <translation>The image has too many pixels (%1 × %2, at most %3).</translation>
    </message>
    <message>
        <source>Click two points on the image first.</source>
        <translation>Click two points on the image first.</translation>
    </message>
    <message>
        <source>The board is now %1 × %2 mm.</source>
        <translation>The board is now %1 × %2 mm.</translation>
    </message>
    <message>
        <source>Fit image scales the image to this size.</source>
        <translation>Fit image scales the image to this size.</translation>
    </message>
    <message>
        <source>The image&apos;s proportions differ from the board&apos;s: it was scaled to the board&apos;s width.</source>
        <translation>The image&apos;s proportions differ from the board&apos;s: it was scaled to the board&apos;s width.</translation>
    </message>
    <message>
        <source>The image shows the whole board, %1 × %2 mm.</source>
        <translation>The image shows the whole board, %1 × %2 mm.</translation>
    </message>
</context>
<context>
    <name>Binder</name>
    <message>
        <source>This text is longer than %1 characters: it is kept here but not saved. Shorten it.</source>
        <translation>This text is longer than %1 characters: it is kept here but not saved. Shorten it.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Move zone</source>
        <translation>Move zone</translation>
    </message>
    <message>
        <source>Move token</source>
        <translation>Move token</translation>
    </message>
    <message>
        <source>Delete zone</source>
        <translation>Delete zone</translation>
    </message>
    <message>
        <source>Draw zone</source>
        <translation>Draw zone</translation>
    </message>
    <message>
        <source>Draw wall</source>
        <translation>Draw wall</translation>
    </message>
    <message>
        <source>Delete wall</source>
        <translation>Delete wall</translation>
    </message>
    <message>
        <source>Move corner</source>
        <translation>Move corner</translation>
    </message>
    <message>
        <source>Add corner</source>
        <translation>Add corner</translation>
    </message>
    <message>
        <source>Delete corner</source>
        <translation>Delete corner</translation>
    </message>
    <message>
        <source>Move LOS marker</source>
        <translation>Move LOS marker</translation>
    </message>
    <message>
        <source>Toggle reinforcement zone</source>
        <translation>Toggle reinforcement zone</translation>
    </message>
    <message>
        <source>Change line of sight</source>
        <translation>Change line of sight</translation>
    </message>
    <message>
        <source>Edit border</source>
        <translation>Edit border</translation>
    </message>
    <message>
        <source>Swap border direction</source>
        <translation>Swap border direction</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>Paint terrain</translation>
    </message>
    <message>
        <source>Paint elevation</source>
        <translation>Paint elevation</translation>
    </message>
    <message>
        <source>Split zone</source>
        <translation>Split zone</translation>
    </message>
    <message>
        <source>Merge zones</source>
        <translation>Merge zones</translation>
    </message>
    <message>
        <source>Place objective</source>
        <translation>Place objective</translation>
    </message>
    <message>
        <source>Place figure</source>
        <translation>Place figure</translation>
    </message>
    <message>
        <source>Load background image</source>
        <translation>Load background image</translation>
    </message>
    <message>
        <source>Remove background image</source>
        <translation>Remove background image</translation>
    </message>
    <message>
        <source>Change background opacity</source>
        <translation>Change background opacity</translation>
    </message>
    <message>
        <source>Calibrate background</source>
        <translation>Calibrate background</translation>
    </message>
    <message>
        <source>Drawing the board… %1 %</source>
        <translation>Drawing the board… %1 %</translation>
    </message>
    <message>
        <source>Board tools</source>
        <translation>Board tools</translation>
    </message>
    <message>
        <source>Marking tools</source>
        <translation>Marking tools</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom in</translation>
    </message>
    <message>
        <source>Zoom in (+ or the wheel)</source>
        <translation>Zoom in (+ or the wheel)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom out</translation>
    </message>
    <message>
        <source>Zoom out (- or the wheel)</source>
        <translation>Zoom out (- or the wheel)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>Show the whole board (F)</source>
        <translation>Show the whole board (F)</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grid</translation>
    </message>
    <message>
        <source>Show a millimetre grid (G)</source>
        <translation>Show a millimetre grid (G)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Undo %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Redo %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
</context>
<context>
    <name>BorderEditor</name>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wall</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Door</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Window</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Climb</translation>
    </message>
    <message>
        <source>Jump gap</source>
        <translation>Jump gap</translation>
    </message>
    <message>
        <source>Fall only (first zone to second)</source>
        <translation>Fall only (first zone to second)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Extra cost, first → second</source>
        <translation>Extra cost, first → second</translation>
    </message>
    <message>
        <source>Extra cost, second → first</source>
        <translation>Extra cost, second → first</translation>
    </message>
    <message>
        <source>Jump difficulty (0 = none)</source>
        <translation>Jump difficulty (0 = none)</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Blocks line of sight</translation>
    </message>
    <message>
        <source>Swap first and second zone</source>
        <translation>Swap first and second zone</translation>
    </message>
</context>
<context>
    <name>BorderForm</name>
    <message>
        <source>Border: %1</source>
        <translation>Border: %1</translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <source>Slots</source>
        <translation>Slots</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Icons</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>Burst</translation>
    </message>
    <message>
        <source>Bottom number</source>
        <translation>Bottom number</translation>
    </message>
    <message>
        <source>Key phrase</source>
        <translation>Key phrase</translation>
    </message>
    <message>
        <source>1, or 1, 3</source>
        <translation>1, or 1, 3</translation>
    </message>
    <message>
        <source>River slots to activate, top number first; none on a leader-only card.</source>
        <translation>River slots to activate, top number first; none on a leader-only card.</translation>
    </message>
    <message>
        <source>Leader symbol</source>
        <translation>Leader symbol</translation>
    </message>
    <message>
        <source>The card activates every leader tile, lowest slot first.</source>
        <translation>The card activates every leader tile, lowest slot first.</translation>
    </message>
    <message>
        <source>Clean the river</source>
        <translation>Clean the river</translation>
    </message>
    <message>
        <source>DEPOLLUER is printed: the villains clean a neutralized tile out of the river.</source>
        <translation>DEPOLLUER is printed: the villains clean a neutralized tile out of the river.</translation>
    </message>
    <message>
        <source>New key phrase for this card</source>
        <translation>New key phrase for this card</translation>
    </message>
    <message>
        <source>Remove this key phrase from the deck (the cards that print it lose it)</source>
        <translation>Remove this key phrase from the deck (the cards that print it lose it)</translation>
    </message>
    <message>
        <source>Text (French)</source>
        <translation>Text (French)</translation>
    </message>
    <message>
        <source>Text (English)</source>
        <translation>Text (English)</translation>
    </message>
    <message>
        <source>Compares</source>
        <translation>Compares</translation>
    </message>
    <message>
        <source>Prefers</source>
        <translation>Prefers</translation>
    </message>
    <message>
        <source>Icons are tried from left to right.</source>
        <translation>Icons are tried from left to right.</translation>
    </message>
    <message>
        <source>Melee, then ranged</source>
        <translation>Melee, then ranged</translation>
    </message>
    <message>
        <source>Ranged, then melee</source>
        <translation>Ranged, then melee</translation>
    </message>
    <message>
        <source>Melee only</source>
        <translation>Melee only</translation>
    </message>
    <message>
        <source>Ranged only</source>
        <translation>Ranged only</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wounds</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Hit points</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armour</translation>
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
        <translation>Lowest</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Highest</translation>
    </message>
    <message>
        <source>No card selected</source>
        <translation>No card selected</translation>
    </message>
    <message>
        <source>Card “%1”</source>
        <translation>Card “%1”</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>%1 (unknown)</source>
        <translation>%1 (unknown)</translation>
    </message>
    <message numerus="yes">
        <source>Key phrase “%1” (on %n card(s))</source>
        <translation>
            <numerusform>Key phrase “%1” (on %n card)</numerusform>
            <numerusform>Key phrase “%1” (on %n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>Slots are one or two whole numbers from 1 to 20, top number first (for example 1, 3); “%1” was refused.</source>
        <translation>Slots are one or two whole numbers from 1 to 20, top number first (for example 1, 3); “%1” was refused.</translation>
    </message>
    <message>
        <source>A card without slot numbers must show the leader symbol: tick it first.</source>
        <translation>A card without slot numbers must show the leader symbol: tick it first.</translation>
    </message>
    <message>
        <source>This card names no slot: give it a slot number before removing the leader symbol.</source>
        <translation>This card names no slot: give it a slot number before removing the leader symbol.</translation>
    </message>
</context>
<context>
    <name>CardPrintDialog</name>
    <message>
        <source>Print cards</source>
        <translation>Print cards</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Previous</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Export PDF…</translation>
    </message>
    <message>
        <source>Export PNG faces…</source>
        <translation>Export PNG faces…</translation>
    </message>
    <message>
        <source>One image per card face at its exact size, for print-on-demand services</source>
        <translation>One image per card face at its exact size, for print-on-demand services</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards a page: %1 would fit, but the cut marks must stay 6.35 mm inside the edge of the paper, where home printers can print.</source>
        <translation>
            <numerusform>%n card a page: %1 would fit, but the cut marks must stay 6.35 mm inside the edge of the paper, where home printers can print.</numerusform>
            <numerusform>%n cards a page: %1 would fit, but the cut marks must stay 6.35 mm inside the edge of the paper, where home printers can print.</numerusform>
        </translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>Export cards as PDF</source>
        <translation>Export cards as PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Export PNG faces to a folder</source>
        <translation>Export PNG faces to a folder</translation>
    </message>
    <message>
        <source>Export PNG faces</source>
        <translation>Export PNG faces</translation>
    </message>
    <message>
        <source>The folder %1 is not empty. Replace the faces of an earlier export there? Other files are left alone.</source>
        <translation>The folder %1 is not empty. Replace the faces of an earlier export there? Other files are left alone.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Done.</translation>
    </message>
    <message>
        <source>Done: %1 PNG faces and %2.</source>
        <translation>Done: %1 PNG faces and %2.</translation>
    </message>
</context>
<context>
    <name>CardPrintOptions</name>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>French</source>
        <translation>French</translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation>Bleed</translation>
    </message>
    <message>
        <source>Art beyond each cut line, so that a card cut a little off still has no white edge</source>
        <translation>Art beyond each cut line, so that a card cut a little off still has no white edge</translation>
    </message>
    <message>
        <source>Backs for duplex printing</source>
        <translation>Backs for duplex printing</translation>
    </message>
    <message>
        <source>Flip on the long edge</source>
        <translation>Flip on the long edge</translation>
    </message>
    <message>
        <source>Flip on the short edge</source>
        <translation>Flip on the short edge</translation>
    </message>
    <message>
        <source>The edge your printer turns the sheet over on when it prints both sides</source>
        <translation>The edge your printer turns the sheet over on when it prints both sides</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Resolution of the PNG faces for print-on-demand services</source>
        <translation>Resolution of the PNG faces for print-on-demand services</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Card size</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Custom size</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Paper</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Duplex</source>
        <translation>Duplex</translation>
    </message>
    <message>
        <source>PNG faces</source>
        <translation>PNG faces</translation>
    </message>
    <message>
        <source>Unit cards</source>
        <translation>Unit cards</translation>
    </message>
    <message>
        <source>Solo deck</source>
        <translation>Solo deck</translation>
    </message>
    <message>
        <source>River tiles</source>
        <translation>River tiles</translation>
    </message>
    <message>
        <source>Reference sheet</source>
        <translation>Reference sheet</translation>
    </message>
    <message>
        <source>Measuring ruler</source>
        <translation>Measuring ruler</translation>
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
        <translation>The check could not finish: %1</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Checking…</translation>
    </message>
    <message>
        <source>Checking… (line of sight %1 %)</source>
        <translation>Checking… (line of sight %1 %)</translation>
    </message>
    <message>
        <source>No problem found.</source>
        <translation>No problem found.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConditionForm</name>
    <message>
        <source>Objective reached</source>
        <translation>Objective reached</translation>
    </message>
    <message>
        <source>Objective completed</source>
        <translation>Objective completed</translation>
    </message>
    <message>
        <source>All heroes out</source>
        <translation>All heroes out</translation>
    </message>
    <message>
        <source>All villains neutralized</source>
        <translation>All villains neutralized</translation>
    </message>
    <message>
        <source>Figure neutralized</source>
        <translation>Figure neutralized</translation>
    </message>
    <message>
        <source>Turn limit reached</source>
        <translation>Turn limit reached</translation>
    </message>
    <message>
        <source>Turn reached</source>
        <translation>Turn reached</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Times</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objective</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Unexpected error</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <source>Something went wrong (%1). Your unsaved edits were copied to the recovery folder. The details are in %2; please attach that file to a bug report.</source>
        <translation>Something went wrong (%1). Your unsaved edits were copied to the recovery folder. The details are in %2; please attach that file to a bug report.</translation>
    </message>
    <message>
        <source>Something went wrong (%1). There were no unsaved edits to lose. The details are in %2; please attach that file to a bug report.</source>
        <translation>Something went wrong (%1). There were no unsaved edits to lose. The details are in %2; please attach that file to a bug report.</translation>
    </message>
    <message>
        <source>Something went wrong (%1). Your unsaved edits could NOT be copied to the recovery folder: save them now if you can. The details are in %2; please attach that file to a bug report.</source>
        <translation>Something went wrong (%1). Your unsaved edits could NOT be copied to the recovery folder: save them now if you can. The details are in %2; please attach that file to a bug report.</translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <source>This scenario has no solo deck yet.</source>
        <translation>This scenario has no solo deck yet.</translation>
    </message>
    <message>
        <source>Use the default deck</source>
        <translation>Use the default deck</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Add card</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
</context>
<context>
    <name>DeckStatsView</name>
    <message>
        <source>On the cards</source>
        <translation>On the cards</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>River slots (share of cards)</source>
        <translation>River slots (share of cards)</translation>
    </message>
    <message>
        <source>Slot %1</source>
        <translation>Slot %1</translation>
    </message>
    <message>
        <source>the river has no such slot</source>
        <translation>the river has no such slot</translation>
    </message>
    <message>
        <source>Leader symbol</source>
        <translation>Leader symbol</translation>
    </message>
    <message>
        <source>First icon</source>
        <translation>First icon</translation>
    </message>
    <message>
        <source>Second icon</source>
        <translation>Second icon</translation>
    </message>
    <message>
        <source>Third icon</source>
        <translation>Third icon</translation>
    </message>
    <message>
        <source>All icons (share of printed icons)</source>
        <translation>All icons (share of printed icons)</translation>
    </message>
    <message>
        <source>Key phrases</source>
        <translation>Key phrases</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Arrows</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Bottom numbers</source>
        <translation>Bottom numbers</translation>
    </message>
    <message>
        <source>Cards with DEPOLLUER</source>
        <translation>Cards with DEPOLLUER</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>DefenceChooser</name>
    <message>
        <source>Choose the energy the hero commits to a guard: each cube adds a die; armour %1 and the automatic defence count anyway. Exact chance of the damage taken:</source>
        <translation>Choose the energy the hero commits to a guard: each cube adds a die; armour %1 and the automatic defence count anyway. Exact chance of the damage taken:</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Guard</translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n damage</numerusform>
            <numerusform>%n damage</numerusform>
        </translation>
    </message>
    <message>
        <source>at least 1</source>
        <translation>at least 1</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>out of action</translation>
    </message>
    <message>
        <source>no guard</source>
        <translation>no guard</translation>
    </message>
    <message numerus="yes">
        <source>%n energy cube(s)</source>
        <translation>
            <numerusform>%n energy cube</numerusform>
            <numerusform>%n energy cubes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DefencePage</name>
    <message numerus="yes">
        <source>%1 defends against the attack of %2: %n success(es).</source>
        <translation>
            <numerusform>%1 defends against the attack of %2: %n success.</numerusform>
            <numerusform>%1 defends against the attack of %2: %n successes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>This scenario has no dice set yet.</source>
        <translation>This scenario has no dice set yet.</translation>
    </message>
    <message>
        <source>Use the example dice</source>
        <translation>Use the example dice</translation>
    </message>
    <message>
        <source>Dice set</source>
        <translation>Dice set</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Add die</source>
        <translation>Add die</translation>
    </message>
    <message>
        <source>Remove die</source>
        <translation>Remove die</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Reroll this die earlier (Ctrl+Up)</source>
        <translation>Reroll this die earlier (Ctrl+Up)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Move down</translation>
    </message>
    <message>
        <source>Reroll this die later (Ctrl+Down)</source>
        <translation>Reroll this die later (Ctrl+Down)</translation>
    </message>
    <message>
        <source>⚠ Unverified faces: %1. These are an invented example, not your dice. Enter the faces of your own dice (that marks them checked), or tick “Checked” once you have compared them.</source>
        <translation>⚠ Unverified faces: %1. These are an invented example, not your dice. Enter the faces of your own dice (that marks them checked), or tick “Checked” once you have compared them.</translation>
    </message>
    <message>
        <source>A face shows a whole number of successes from 0 to 100; “%1” was refused.</source>
        <translation>A face shows a whole number of successes from 0 to 100; “%1” was refused.</translation>
    </message>
    <message>
        <source>The die “%1” is still rolled by: %2. Take it out of their dice pools before removing it.</source>
        <translation>The die “%1” is still rolled by: %2. Take it out of their dice pools before removing it.</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Result: %1</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dice: %1</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Melee</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>Ranged</translation>
    </message>
    <message>
        <source>Choose the attacking hero and the villain attacked.</source>
        <translation>Choose the attacking hero and the villain attacked.</translation>
    </message>
    <message>
        <source>No roll to make now. Villain attacks and objective checks appear here during the villains&apos; turn, hero attacks during the heroes&apos; turn.</source>
        <translation>No roll to make now. Villain attacks and objective checks appear here during the villains&apos; turn, hero attacks during the heroes&apos; turn.</translation>
    </message>
    <message>
        <source>Attacking hero</source>
        <translation>Attacking hero</translation>
    </message>
    <message>
        <source>Villain attacked</source>
        <translation>Villain attacked</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>Successes rolled</source>
        <translation>Successes rolled</translation>
    </message>
    <message>
        <source>A hero attacks a villain: the AI defends by the solo rules (SOLO-DR-2).</source>
        <translation>A hero attacks a villain: the AI defends by the solo rules (SOLO-DR-2).</translation>
    </message>
    <message>
        <source>%1 attempts an objective check (difficulty %2): roll its dice, or let the app roll.</source>
        <translation>%1 attempts an objective check (difficulty %2): roll its dice, or let the app roll.</translation>
    </message>
    <message>
        <source>%1 attacks %2: roll its dice, or let the app roll.</source>
        <translation>%1 attacks %2: roll its dice, or let the app roll.</translation>
    </message>
</context>
<context>
    <name>DicePoolEditor</name>
    <message>
        <source>%1 (not in the scenario&apos;s dice)</source>
        <translation>%1 (not in the scenario&apos;s dice)</translation>
    </message>
</context>
<context>
    <name>DiceTableModel</name>
    <message>
        <source>Average successes per die</source>
        <translation>Average successes per die</translation>
    </message>
    <message numerus="yes">
        <source>Face %1: %n success(es)</source>
        <translation>
            <numerusform>Face %1: %n success</numerusform>
            <numerusform>Face %1: %n successes</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick once these faces match your physical die; editing a face ticks it.</source>
        <translation>Tick once these faces match your physical die; editing a face ticks it.</translation>
    </message>
    <message>
        <source>Reroll order: the solo AI rerolls dice in this order</source>
        <translation>Reroll order: the solo AI rerolls dice in this order</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Die</translation>
    </message>
    <message>
        <source>Avg.</source>
        <translation>Avg.</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Checked</translation>
    </message>
</context>
<context>
    <name>DieForm</name>
    <message>
        <source>Selected die</source>
        <translation>Selected die</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <source>Successes on each face, separated by commas. Entering faces marks the die as checked.</source>
        <translation>Successes on each face, separated by commas. Entering faces marks the die as checked.</translation>
    </message>
    <message>
        <source>Faces must be 2 to 100 whole numbers from 0 to 100, separated by commas (for example 0, 0, 1, 1, 2, 2); “%1” was refused.</source>
        <translation>Faces must be 2 to 100 whole numbers from 0 to 100, separated by commas (for example 0, 0, 1, 1, 2, 2); “%1” was refused.</translation>
    </message>
    <message>
        <source>“%1” is not a colour: write it as #rrggbb (for example #c8281e) or choose it with the button.</source>
        <translation>“%1” is not a colour: write it as #rrggbb (for example #c8281e) or choose it with the button.</translation>
    </message>
</context>
<context>
    <name>DrawPieceTool</name>
    <message>
        <source>Draw terrain</source>
        <translation>Draw terrain</translation>
    </message>
    <message>
        <source>Click the corners of a terrain piece (they snap to corners and edges); click the first corner, press Enter or double-click to close it; Backspace removes a corner, Esc cancels.</source>
        <translation>Click the corners of a terrain piece (they snap to corners and edges); click the first corner, press Enter or double-click to close it; Backspace removes a corner, Esc cancels.</translation>
    </message>
    <message>
        <source>Snapped to the table&apos;s edge</source>
        <translation>Snapped to the table&apos;s edge</translation>
    </message>
</context>
<context>
    <name>DrawZoneTool</name>
    <message>
        <source>Draw zone</source>
        <translation>Draw zone</translation>
    </message>
    <message>
        <source>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</source>
        <translation>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</translation>
    </message>
</context>
<context>
    <name>EditPieceVerticesTool</name>
    <message>
        <source>Edit corners</source>
        <translation>Edit corners</translation>
    </message>
    <message>
        <source>Click a terrain piece to show its corners; drag a corner to move it; double-click an edge to add a corner; Shift+click a corner to delete it.</source>
        <translation>Click a terrain piece to show its corners; drag a corner to move it; double-click an edge to add a corner; Shift+click a corner to delete it.</translation>
    </message>
</context>
<context>
    <name>EditVerticesTool</name>
    <message>
        <source>Edit vertices</source>
        <translation>Edit vertices</translation>
    </message>
    <message>
        <source>Drag a corner to move it in every zone that shares it; double-click an edge to add a corner; Shift+click a corner to delete it.</source>
        <translation>Drag a corner to move it in every zone that shares it; double-click an edge to add a corner; Shift+click a corner to delete it.</translation>
    </message>
</context>
<context>
    <name>Editing</name>
    <message>
        <source>The scenario could not be read</source>
        <translation>The scenario could not be read</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copy</translation>
    </message>
    <message>
        <source>The library already has a scenario of that name; this one is opened as “%1”.</source>
        <translation>The library already has a scenario of that name; this one is opened as “%1”.</translation>
    </message>
    <message>
        <source>Open scenario file</source>
        <translation>Open scenario file</translation>
    </message>
    <message>
        <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
        <translation>Skirmish scenarios (*.skirmish);;All files (*)</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Save failed</translation>
    </message>
    <message>
        <source>Save cancelled: nothing was written.</source>
        <translation>Save cancelled: nothing was written.</translation>
    </message>
    <message>
        <source>Computing the lines of sight to save “%1”…</source>
        <translation>Computing the lines of sight to save “%1”…</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exported to %1.</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export cancelled: nothing was written.</translation>
    </message>
    <message>
        <source>Computing the lines of sight to export “%1”…</source>
        <translation>Computing the lines of sight to export “%1”…</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Autosave failed: %1</translation>
    </message>
    <message>
        <source>Unsaved edits copied to the recovery folder.</source>
        <translation>Unsaved edits copied to the recovery folder.</translation>
    </message>
    <message>
        <source>Recover unsaved edits</source>
        <translation>Recover unsaved edits</translation>
    </message>
    <message>
        <source>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</source>
        <translation>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Recovery failed</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>“%1” has unsaved changes. Save them first?</translation>
    </message>
</context>
<context>
    <name>EditorSession</name>
    <message>
        <source>Properties</source>
        <translation>Properties</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Solo deck</source>
        <translation>Solo deck</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Rules options</translation>
    </message>
    <message>
        <source>House actions</source>
        <translation>House actions</translation>
    </message>
    <message>
        <source>Checker</source>
        <translation>Checker</translation>
    </message>
</context>
<context>
    <name>EffectForm</name>
    <message>
        <source>Read the text (the player applies it)</source>
        <translation>Read the text (the player applies it)</translation>
    </message>
    <message>
        <source>Gain reinforcement points</source>
        <translation>Gain reinforcement points</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Reinforcements</translation>
    </message>
    <message>
        <source>Gain energy cubes</source>
        <translation>Gain energy cubes</translation>
    </message>
    <message>
        <source>Activate a tile</source>
        <translation>Activate a tile</translation>
    </message>
    <message>
        <source>Activate an objective</source>
        <translation>Activate an objective</translation>
    </message>
    <message>
        <source>Deactivate an objective</source>
        <translation>Deactivate an objective</translation>
    </message>
    <message>
        <source>Place a token for the AI (golden rule)</source>
        <translation>Place a token for the AI (golden rule)</translation>
    </message>
    <message>
        <source>The villains (placed near them)</source>
        <translation>The villains (placed near them)</translation>
    </message>
    <message>
        <source>The heroes (placed far from them)</source>
        <translation>The heroes (placed far from them)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effect</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objective</translation>
    </message>
    <message>
        <source>Token (French)</source>
        <translation>Token (French)</translation>
    </message>
    <message>
        <source>Token (English)</source>
        <translation>Token (English)</translation>
    </message>
    <message>
        <source>Allowed zones (ids, commas; empty: any)</source>
        <translation>Allowed zones (ids, commas; empty: any)</translation>
    </message>
    <message>
        <source>Who wants it</source>
        <translation>Who wants it</translation>
    </message>
</context>
<context>
    <name>ElevationStrip</name>
    <message>
        <source>Elevation level to paint:</source>
        <translation>Elevation level to paint:</translation>
    </message>
    <message>
        <source>(0 = ground, negative = below ground)</source>
        <translation>(0 = ground, negative = below ground)</translation>
    </message>
</context>
<context>
    <name>EquipmentForm</name>
    <message>
        <source>Abandoned equipment (turret, machine gun…)</source>
        <translation>Abandoned equipment (turret, machine gun…)</translation>
    </message>
    <message>
        <source>A figure whose base touches the piece may shoot with this profile, repair it or sabotage it.</source>
        <translation>A figure whose base touches the piece may shoot with this profile, repair it or sabotage it.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Range</translation>
    </message>
    <message>
        <source>Attacks (A)</source>
        <translation>Attacks (A)</translation>
    </message>
    <message>
        <source>Force (F)</source>
        <translation>Force (F)</translation>
    </message>
    <message>
        <source>Works as the game starts</source>
        <translation>Works as the game starts</translation>
    </message>
</context>
<context>
    <name>EventForm</name>
    <message>
        <source>A river tile</source>
        <translation>A river tile</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>A turn</translation>
    </message>
    <message>
        <source>A condition</source>
        <translation>A condition</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Triggered by</source>
        <translation>Triggered by</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
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
        <translation>Unit of new figures:</translation>
    </message>
    <message>
        <source>No units yet: add them in the Units panel.</source>
        <translation>No units yet: add them in the Units panel.</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>hero</translation>
    </message>
    <message>
        <source>villain</source>
        <translation>villain</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <source>safe</source>
        <translation>safe</translation>
    </message>
    <message>
        <source>melee attack</source>
        <translation>melee attack</translation>
    </message>
    <message>
        <source>ranged attack</source>
        <translation>ranged attack</translation>
    </message>
    <message>
        <source>advance to the heroes</source>
        <translation>advance to the heroes</translation>
    </message>
    <message>
        <source>defend a hero objective</source>
        <translation>defend a hero objective</translation>
    </message>
    <message>
        <source>advance to a villain objective</source>
        <translation>advance to a villain objective</translation>
    </message>
    <message>
        <source>%1, ending in %2</source>
        <translation>%1, ending in %2</translation>
    </message>
    <message>
        <source>, on %1</source>
        <translation>, on %1</translation>
    </message>
    <message>
        <source>Forecast of the villains&apos; next turn</source>
        <translation>Forecast of the villains&apos; next turn</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>No game.</translation>
    </message>
    <message>
        <source>The forecast of the villains&apos; next turn is made during the heroes&apos; turn.</source>
        <translation>The forecast of the villains&apos; next turn is made during the heroes&apos; turn.</translation>
    </message>
    <message>
        <source>Computing the forecast…</source>
        <translation>Computing the forecast…</translation>
    </message>
    <message>
        <source>Exact over every card left in the solo deck and every die (%1 engine steps); the heroes defend as the Dice tab proposes (no guard).</source>
        <translation>Exact over every card left in the solo deck and every die (%1 engine steps); the heroes defend as the Dice tab proposes (no guard).</translation>
    </message>
    <message>
        <source>Estimated from %1 villain turns drawn at random: the exact count needs more than %2 engine steps.</source>
        <translation>Estimated from %1 villain turns drawn at random: the exact count needs more than %2 engine steps.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Attacked</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Wounded</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Out of action</translation>
    </message>
    <message>
        <source>Most likely attacker</source>
        <translation>Most likely attacker</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>Villain</translation>
    </message>
    <message>
        <source>Activates</source>
        <translation>Activates</translation>
    </message>
    <message>
        <source>Most likely action</source>
        <translation>Most likely action</translation>
    </message>
    <message>
        <source>An event fires: %1</source>
        <translation>An event fires: %1</translation>
    </message>
    <message>
        <source>Objective %1 taken: %2</source>
        <translation>Objective %1 taken: %2</translation>
    </message>
    <message>
        <source>Preview: computing…</source>
        <translation>Preview: computing…</translation>
    </message>
    <message>
        <source>Preview: %1 in %2 — attacked %3, wounded %4, most likely by %5.</source>
        <translation>Preview: %1 in %2 — attacked %3, wounded %4, most likely by %5.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>In progress</source>
        <translation>In progress</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victory</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Defeat</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Over</translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message>
        <source>Abandon the game of %1 (turn %2)? It is deleted from the library and cannot be resumed.</source>
        <translation>Abandon the game of %1 (turn %2)? It is deleted from the library and cannot be resumed.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Saved games&lt;/b&gt;</source>
        <translation>&lt;b&gt;Saved games&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>No saved game. Start one from a scenario of the library.</source>
        <translation>No saved game. Start one from a scenario of the library.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Abandon…</source>
        <translation>Abandon…</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Zone board editor</source>
        <translation>Zone board editor</translation>
    </message>
    <message>
        <source>Free-table editor</source>
        <translation>Free-table editor</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Read from the application&apos;s own menus and tools, so these are the keys that work. Editor keys act while the editor has the focus.</source>
        <translation>Read from the application&apos;s own menus and tools, so these are the keys that work. Editor keys act while the editor has the focus.</translation>
    </message>
    <message>
        <source>Menu %1</source>
        <translation>Menu %1</translation>
    </message>
    <message>
        <source>Editor panels</source>
        <translation>Editor panels</translation>
    </message>
    <message>
        <source>Play view</source>
        <translation>Play view</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>On the board</translation>
    </message>
    <message>
        <source>Wheel, +, −</source>
        <translation>Wheel, +, −</translation>
    </message>
    <message>
        <source>Zoom around the pointer</source>
        <translation>Zoom around the pointer</translation>
    </message>
    <message>
        <source>Middle drag, Space + drag, arrows</source>
        <translation>Middle drag, Space + drag, arrows</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Pan</translation>
    </message>
    <message>
        <source>Shift + click</source>
        <translation>Shift + click</translation>
    </message>
    <message>
        <source>Add zones to the selection (select tool)</source>
        <translation>Add zones to the selection (select tool)</translation>
    </message>
    <message>
        <source>Enter, double-click</source>
        <translation>Enter, double-click</translation>
    </message>
    <message>
        <source>Finish a zone or a wall being drawn</source>
        <translation>Finish a zone or a wall being drawn</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel the gesture in progress</source>
        <translation>Cancel the gesture in progress</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete what is selected on the board</source>
        <translation>Delete what is selected on the board</translation>
    </message>
    <message>
        <source>A copy before the first change of each session; the newest %1 are kept.</source>
        <translation>A copy before the first change of each session; the newest %1 are kept.</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Library</translation>
    </message>
    <message>
        <source>Every scenario, unit and saved game (SQLite). Edit › Preferences chooses another.</source>
        <translation>Every scenario, unit and saved game (SQLite). Edit › Preferences chooses another.</translation>
    </message>
    <message>
        <source>Backups of the library</source>
        <translation>Backups of the library</translation>
    </message>
    <message>
        <source>Recovery copies</source>
        <translation>Recovery copies</translation>
    </message>
    <message>
        <source>Unsaved edits, copied every minute; offered back after a crash.</source>
        <translation>Unsaved edits, copied every minute; offered back after a crash.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>The details of unexpected errors: attach it to a bug report.</source>
        <translation>The details of unexpected errors: attach it to a bug report.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Language, library location, window layout, recent files.</source>
        <translation>Language, library location, window layout, recent files.</translation>
    </message>
    <message>
        <source>Where your files are</source>
        <translation>Where your files are</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Skirmish Studio Help</source>
        <translation>Skirmish Studio Help</translation>
    </message>
    <message>
        <source>The scenario editor</source>
        <translation>The scenario editor</translation>
    </message>
    <message>
        <source>Playing a solo game</source>
        <translation>Playing a solo game</translation>
    </message>
    <message>
        <source>Printing cards</source>
        <translation>Printing cards</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Where your files are</source>
        <translation>Where your files are</translation>
    </message>
</context>
<context>
    <name>HeroNumbering</name>
    <message>
        <source>Order of the heroes when the AI must break a tie (lowest number first). Unchecked heroes and allies have no number and come after.</source>
        <translation>Order of the heroes when the AI must break a tie (lowest number first). Unchecked heroes and allies have no number and come after.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Move down</translation>
    </message>
</context>
<context>
    <name>HeroesPanel</name>
    <message>
        <source>neutralized</source>
        <translation>neutralized</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>off the board</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>hero</translation>
    </message>
    <message>
        <source>villain</source>
        <translation>villain</translation>
    </message>
    <message>
        <source>%1: %2 (its board)</source>
        <translation>%1: %2 (its board)</translation>
    </message>
    <message>
        <source>%1: %2 (the mission)</source>
        <translation>%1: %2 (the mission)</translation>
    </message>
    <message>
        <source>Energy recovery: neither the heroes&apos; boards nor the mission define one, so the app restores no energy between rounds; correct it here if your rules give some.</source>
        <translation>Energy recovery: neither the heroes&apos; boards nor the mission define one, so the app restores no energy between rounds; correct it here if your rules give some.</translation>
    </message>
    <message>
        <source>Energy recovered at each round&apos;s start: %1.</source>
        <translation>Energy recovered at each round&apos;s start: %1.</translation>
    </message>
    <message>
        <source>None defined for %1: their energy is not restored.</source>
        <translation>None defined for %1: their energy is not restored.</translation>
    </message>
    <message>
        <source>End the heroes&apos; turn</source>
        <translation>End the heroes&apos; turn</translation>
    </message>
    <message>
        <source>A hero attacks a villain…</source>
        <translation>A hero attacks a villain…</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Characters</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectives</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wounds</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Out</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Completed</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Active</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>No game.</translation>
    </message>
    <message>
        <source>The mission is over.</source>
        <translation>The mission is over.</translation>
    </message>
    <message>
        <source>Turn %1 — the heroes&apos; turn: move your heroes by dragging them on the board, record wounds, energy and objectives, then end the turn.</source>
        <translation>Turn %1 — the heroes&apos; turn: move your heroes by dragging them on the board, record wounds, energy and objectives, then end the turn.</translation>
    </message>
    <message>
        <source>Turn %1 — the villains are playing; corrections made here are recorded too.</source>
        <translation>Turn %1 — the villains are playing; corrections made here are recorded too.</translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
</context>
<context>
    <name>HouseActionForm</name>
    <message>
        <source>Id (a lowercase word)</source>
        <translation>Id (a lowercase word)</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Effect (French)</source>
        <translation>Effect (French)</translation>
    </message>
    <message>
        <source>Effect (English)</source>
        <translation>Effect (English)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Takes a figure within a distance</source>
        <translation>Takes a figure within a distance</translation>
    </message>
    <message>
        <source>Rolls a d6, one result per face</source>
        <translation>Rolls a d6, one result per face</translation>
    </message>
    <message>
        <source>Result of each face (French, then English)</source>
        <translation>Result of each face (French, then English)</translation>
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
        <translation>New action</translation>
    </message>
    <message>
        <source>Home-made actions of this scenario: the players see each among the figures&apos; actions, with its distance, effect and the odds of its roll.</source>
        <translation>Home-made actions of this scenario: the players see each among the figures&apos; actions, with its distance, effect and the odds of its roll.</translation>
    </message>
</context>
<context>
    <name>LibraryActions</name>
    <message>
        <source>Import failed</source>
        <translation>Import failed</translation>
    </message>
    <message>
        <source>Imported “%1”.</source>
        <translation>Imported “%1”.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exported to %1.</translation>
    </message>
    <message>
        <source>Delete failed</source>
        <translation>Delete failed</translation>
    </message>
    <message>
        <source>Deleted “%1”; a backup of the library was kept.</source>
        <translation>Deleted “%1”; a backup of the library was kept.</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copy</translation>
    </message>
    <message>
        <source>Duplicate failed</source>
        <translation>Duplicate failed</translation>
    </message>
    <message>
        <source>Copied to “%1”.</source>
        <translation>Copied to “%1”.</translation>
    </message>
    <message>
        <source>Import scenario</source>
        <translation>Import scenario</translation>
    </message>
    <message>
        <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
        <translation>Skirmish scenarios (*.skirmish);;All files (*)</translation>
    </message>
    <message>
        <source>Select a scenario to export first.</source>
        <translation>Select a scenario to export first.</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>Export scenario</translation>
    </message>
    <message>
        <source>Skirmish scenarios (*.skirmish)</source>
        <translation>Skirmish scenarios (*.skirmish)</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>Delete scenario</translation>
    </message>
    <message>
        <source>Delete “%1” from the library?</source>
        <translation>Delete “%1” from the library?</translation>
    </message>
    <message>
        <source>Select a scenario to print its cards.</source>
        <translation>Select a scenario to print its cards.</translation>
    </message>
    <message>
        <source>The scenario could not be read</source>
        <translation>The scenario could not be read</translation>
    </message>
    <message>
        <source>Cards written to %1.</source>
        <translation>Cards written to %1.</translation>
    </message>
</context>
<context>
    <name>LibraryUnitDialog</name>
    <message>
        <source>Add units from the library</source>
        <translation>Add units from the library</translation>
    </message>
    <message>
        <source>%1 — used by %2</source>
        <translation>%1 — used by %2</translation>
    </message>
    <message>
        <source>The scenario will use these units as the library holds them: an edit of one changes it in every scenario that uses it, once saved.</source>
        <translation>The scenario will use these units as the library holds them: an edit of one changes it in every scenario that uses it, once saved.</translation>
    </message>
    <message>
        <source>The library holds no other unit of this rule system.</source>
        <translation>The library holds no other unit of this rule system.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
</context>
<context>
    <name>LibraryView</name>
    <message>
        <source>&lt;b&gt;Scenarios&lt;/b&gt;</source>
        <translation>&lt;b&gt;Scenarios&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All units</source>
        <translation>All units</translation>
    </message>
    <message>
        <source>Every unit of the library, not only the scenario&apos;s</source>
        <translation>Every unit of the library, not only the scenario&apos;s</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Rule system</source>
        <translation>Rule system</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>Villain</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>&lt;b&gt;Units of the library&lt;/b&gt;</source>
        <translation>&lt;b&gt;Units of the library&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Units of “%1”&lt;/b&gt;</source>
        <translation>&lt;b&gt;Units of “%1”&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Used by</translation>
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
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
</context>
<context>
    <name>LosForSaving</name>
    <message>
        <source>Lines of sight</source>
        <translation>Lines of sight</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>LosLegend</name>
    <message>
        <source>Chosen zone</source>
        <translation>Chosen zone</translation>
    </message>
    <message>
        <source>It sees them</source>
        <translation>It sees them</translation>
    </message>
    <message>
        <source>They see it</source>
        <translation>They see it</translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation>Both ways</translation>
    </message>
    <message>
        <source>No line of sight</source>
        <translation>No line of sight</translation>
    </message>
    <message>
        <source>Click a zone.</source>
        <translation>Click a zone.</translation>
    </message>
    <message>
        <source>%1 — it sees %2; it is seen from %3.</source>
        <translation>%1 — it sees %2; it is seen from %3.</translation>
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
        <translation>LOS marker</translation>
    </message>
    <message>
        <source>Click or drag inside a zone to place its line-of-sight marker.</source>
        <translation>Click or drag inside a zone to place its line-of-sight marker.</translation>
    </message>
</context>
<context>
    <name>LosTool</name>
    <message>
        <source>Line of sight</source>
        <translation>Line of sight</translation>
    </message>
    <message>
        <source>Click a zone to see what it sees and what sees it; click another zone to flip that line of sight; Shift+click picks another zone, Esc clears.</source>
        <translation>Click a zone to see what it sees and what sees it; click another zone to flip that line of sight; Shift+click picks another zone, Esc clears.</translation>
    </message>
    <message>
        <source>Line of sight is still being computed; try again.</source>
        <translation>Line of sight is still being computed; try again.</translation>
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
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modes</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Import scenario…</source>
        <translation>&amp;Import scenario…</translation>
    </message>
    <message>
        <source>Add a .skirmish file or scenario folder to the library</source>
        <translation>Add a .skirmish file or scenario folder to the library</translation>
    </message>
    <message>
        <source>Import &amp;map…</source>
        <translation>Import &amp;map…</translation>
    </message>
    <message>
        <source>Make a scenario from a Universal VTT map (Dungeondraft, DungeonFog, Dungeon Alchemist…)</source>
        <translation>Make a scenario from a Universal VTT map (Dungeondraft, DungeonFog, Dungeon Alchemist…)</translation>
    </message>
    <message>
        <source>&amp;Export scenario…</source>
        <translation>&amp;Export scenario…</translation>
    </message>
    <message>
        <source>Save the selected scenario as a .skirmish file</source>
        <translation>Save the selected scenario as a .skirmish file</translation>
    </message>
    <message>
        <source>&amp;Delete scenario</source>
        <translation>&amp;Delete scenario</translation>
    </message>
    <message>
        <source>Remove the selected scenario from the library</source>
        <translation>Remove the selected scenario from the library</translation>
    </message>
    <message>
        <source>&amp;Open in editor</source>
        <translation>&amp;Open in editor</translation>
    </message>
    <message>
        <source>Edit the board of the selected scenario</source>
        <translation>Edit the board of the selected scenario</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save the edited scenario to the library</source>
        <translation>Save the edited scenario to the library</translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;New scenario…</translation>
    </message>
    <message>
        <source>Start a scenario from an empty board or table</source>
        <translation>Start a scenario from an empty board or table</translation>
    </message>
    <message>
        <source>Open &amp;file…</source>
        <translation>Open &amp;file…</translation>
    </message>
    <message>
        <source>Edit a .skirmish file; saving puts it in the library</source>
        <translation>Edit a .skirmish file; saving puts it in the library</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>Save the edited scenario under another name</source>
        <translation>Save the edited scenario under another name</translation>
    </message>
    <message>
        <source>E&amp;xport edited scenario…</source>
        <translation>E&amp;xport edited scenario…</translation>
    </message>
    <message>
        <source>Write the scenario being edited to a .skirmish file</source>
        <translation>Write the scenario being edited to a .skirmish file</translation>
    </message>
    <message>
        <source>D&amp;uplicate scenario</source>
        <translation>D&amp;uplicate scenario</translation>
    </message>
    <message>
        <source>Copy the selected scenario under a new name</source>
        <translation>Copy the selected scenario under a new name</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>The game being played</source>
        <translation>The game being played</translation>
    </message>
    <message>
        <source>&amp;Editor</source>
        <translation>&amp;Editor</translation>
    </message>
    <message>
        <source>The scenario being edited: its board or its table</source>
        <translation>The scenario being edited: its board or its table</translation>
    </message>
    <message>
        <source>&amp;Print cards…</source>
        <translation>&amp;Print cards…</translation>
    </message>
    <message>
        <source>Print the cards, solo deck or river tiles of the selected scenario</source>
        <translation>Print the cards, solo deck or river tiles of the selected scenario</translation>
    </message>
    <message>
        <source>&amp;Reload library</source>
        <translation>&amp;Reload library</translation>
    </message>
    <message>
        <source>Read the library again</source>
        <translation>Read the library again</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Close Skirmish Studio</source>
        <translation>Close Skirmish Studio</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>Language and library location</source>
        <translation>Language and library location</translation>
    </message>
    <message>
        <source>&amp;About Skirmish Studio</source>
        <translation>&amp;About Skirmish Studio</translation>
    </message>
    <message>
        <source>Version and licences</source>
        <translation>Version and licences</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;User guide</translation>
    </message>
    <message>
        <source>The guides to the editor, the play mode and card printing</source>
        <translation>The guides to the editor, the play mode and card printing</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Every key of the menus, editors and views</source>
        <translation>Every key of the menus, editors and views</translation>
    </message>
    <message>
        <source>Where are my &amp;files?</source>
        <translation>Where are my &amp;files?</translation>
    </message>
    <message>
        <source>The folders of the library, its backups, recovery copies and logs</source>
        <translation>The folders of the library, its backups, recovery copies and logs</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Library</translation>
    </message>
    <message>
        <source>Scenarios and units of the library</source>
        <translation>Scenarios and units of the library</translation>
    </message>
    <message>
        <source>The library could not be opened</source>
        <translation>The library could not be opened</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) in the library</source>
        <translation>
            <numerusform>%n scenario in the library</numerusform>
            <numerusform>%n scenarios in the library</numerusform>
        </translation>
    </message>
    <message>
        <source>The library is read-only</source>
        <translation>The library is read-only</translation>
    </message>
    <message>
        <source>Choose a library you can write to in Preferences.</source>
        <translation>Choose a library you can write to in Preferences.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No recent files</translation>
    </message>
    <message>
        <source>This problem has nothing to select on the board or in a panel.</source>
        <translation>This problem has nothing to select on the board or in a panel.</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>Export scenario</translation>
    </message>
    <message>
        <source>Skirmish scenarios (*.skirmish)</source>
        <translation>Skirmish scenarios (*.skirmish)</translation>
    </message>
    <message>
        <source>Select a scenario to edit first.</source>
        <translation>Select a scenario to edit first.</translation>
    </message>
    <message>
        <source>The scenario could not be read</source>
        <translation>The scenario could not be read</translation>
    </message>
</context>
<context>
    <name>MapImport</name>
    <message>
        <source>Import map</source>
        <translation>Import map</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt)</source>
        <translation>Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Importing the map…</source>
        <translation>Importing the map…</translation>
    </message>
    <message>
        <source>Imported the map as “%1”: walls %2, doors %3, terrain pieces %4.</source>
        <translation>Imported the map as “%1”: walls %2, doors %3, terrain pieces %4.</translation>
    </message>
    <message>
        <source>The map could not be imported</source>
        <translation>The map could not be imported</translation>
    </message>
</context>
<context>
    <name>MapImportDialog</name>
    <message>
        <source>Import map</source>
        <translation>Import map</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rule system:</source>
        <translation>Rule system:</translation>
    </message>
    <message>
        <source>Grid cell:</source>
        <translation>Grid cell:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>The map&apos;s image becomes the background, its walls and doors those of the board (terrain pieces on a free table); lights are left out. Grid cell: how large one square of the map&apos;s grid is on the table.</source>
        <translation>The map&apos;s image becomes the background, its walls and doors those of the board (terrain pieces on a free table); lights are left out. Grid cell: how large one square of the map&apos;s grid is on the table.</translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message>
        <source>Measure</source>
        <translation>Measure</translation>
    </message>
    <message>
        <source>Drag between two points to measure in the table&apos;s unit; ends snap to figures. Esc clears.</source>
        <translation>Drag between two points to measure in the table&apos;s unit; ends snap to figures. Esc clears.</translation>
    </message>
    <message>
        <source>base to base: %1</source>
        <translation>base to base: %1</translation>
    </message>
    <message>
        <source>Distance: %1</source>
        <translation>Distance: %1</translation>
    </message>
</context>
<context>
    <name>MergeStrip</name>
    <message>
        <source>Merge</source>
        <translation>Merge</translation>
    </message>
    <message numerus="yes">
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
        <source>Merge</source>
        <translation>Merge</translation>
    </message>
    <message>
        <source>Click adjacent zones to pick them (click again to drop one), then press Enter or Merge: the first zone picked is kept; Esc clears.</source>
        <translation>Click adjacent zones to pick them (click again to drop one), then press Enter or Merge: the first zone picked is kept; Esc clears.</translation>
    </message>
</context>
<context>
    <name>MissionPanel</name>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Heroes</translation>
    </message>
    <message>
        <source>Victory and defeat</source>
        <translation>Victory and defeat</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Turn limit</translation>
    </message>
    <message>
        <source>Villain energy at start</source>
        <translation>Villain energy at start</translation>
    </message>
    <message>
        <source>Villain energy spent at start</source>
        <translation>Villain energy spent at start</translation>
    </message>
    <message>
        <source>Villain energy per turn</source>
        <translation>Villain energy per turn</translation>
    </message>
    <message>
        <source>Reinforcement points</source>
        <translation>Reinforcement points</translation>
    </message>
    <message>
        <source>Mission text (French)</source>
        <translation>Mission text (French)</translation>
    </message>
    <message>
        <source>Mission text (English)</source>
        <translation>Mission text (English)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source>Victory: the heroes win when any of these happens</source>
        <translation>Victory: the heroes win when any of these happens</translation>
    </message>
    <message>
        <source>Defeat: the heroes lose when any of these happens</source>
        <translation>Defeat: the heroes lose when any of these happens</translation>
    </message>
</context>
<context>
    <name>MixedForm</name>
    <message>
        <source>%1 items</source>
        <translation>%1 items</translation>
    </message>
    <message>
        <source>Select a single item, or only zones, to edit the selection.</source>
        <translation>Select a single item, or only zones, to edit the selection.</translation>
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
        <translation>Difficult terrain</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Water</translation>
    </message>
    <message>
        <source>Dangerous terrain</source>
        <translation>Dangerous terrain</translation>
    </message>
    <message>
        <source>Elevation level</source>
        <translation>Elevation level</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mixed</translation>
    </message>
</context>
<context>
    <name>NewScenarioDialog</name>
    <message>
        <source>New scenario</source>
        <translation>New scenario</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Save as</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rule system:</source>
        <translation>Rule system:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Width:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Height:</translation>
    </message>
    <message>
        <source>The name the library keeps it under</source>
        <translation>The name the library keeps it under</translation>
    </message>
</context>
<context>
    <name>ObjectiveStrip</name>
    <message>
        <source>New objectives:</source>
        <translation>New objectives:</translation>
    </message>
    <message>
        <source>Hero objective</source>
        <translation>Hero objective</translation>
    </message>
    <message>
        <source>Villain objective</source>
        <translation>Villain objective</translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <source>Successes of the guard and automatic defence</source>
        <translation>Successes of the guard and automatic defence</translation>
    </message>
    <message>
        <source>Successes (exact odds, after the AI&apos;s rerolls)</source>
        <translation>Successes (exact odds, after the AI&apos;s rerolls)</translation>
    </message>
    <message>
        <source>Successes of the automatic defence dice</source>
        <translation>Successes of the automatic defence dice</translation>
    </message>
    <message>
        <source>Damage to the villain (armour %1)</source>
        <translation>Damage to the villain (armour %1)</translation>
    </message>
    <message>
        <source>Damage to the hero (armour %1)</source>
        <translation>Damage to the hero (armour %1)</translation>
    </message>
    <message>
        <source>Chance to reach difficulty %1: %2</source>
        <translation>Chance to reach difficulty %1: %2</translation>
    </message>
    <message>
        <source>Chance of at least 1 damage: %1</source>
        <translation>Chance of at least 1 damage: %1</translation>
    </message>
    <message>
        <source>Chance the hero is left with no energy (out of action): %1</source>
        <translation>Chance the hero is left with no energy (out of action): %1</translation>
    </message>
</context>
<context>
    <name>OptionForm</name>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>Text (French)</source>
        <translation>Text (French)</translation>
    </message>
    <message>
        <source>Text (English)</source>
        <translation>Text (English)</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Effects</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Filter the options</source>
        <translation>Filter the options</translation>
    </message>
    <message>
        <source>Show the options of every rule system</source>
        <translation>Show the options of every rule system</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>Reset all</translation>
    </message>
    <message>
        <source>Give every option its default value</source>
        <translation>Give every option its default value</translation>
    </message>
    <message>
        <source>Default: %1.</source>
        <translation>Default: %1.</translation>
    </message>
    <message>
        <source>Reset to the default: %1</source>
        <translation>Reset to the default: %1</translation>
    </message>
</context>
<context>
    <name>OverlayLegend</name>
    <message>
        <source>Reachable zones (selected figure)</source>
        <translation>Reachable zones (selected figure)</translation>
    </message>
    <message>
        <source>Line of sight from the selected zone</source>
        <translation>Line of sight from the selected zone</translation>
    </message>
    <message>
        <source>Line of sight into the selected zone</source>
        <translation>Line of sight into the selected zone</translation>
    </message>
    <message>
        <source>Where the selected villain would see a hero</source>
        <translation>Where the selected villain would see a hero</translation>
    </message>
    <message>
        <source>Threat: villains that could attack next turn</source>
        <translation>Threat: villains that could attack next turn</translation>
    </message>
    <message>
        <source>round badge: movement points, free movement</source>
        <translation>round badge: movement points, free movement</translation>
    </message>
    <message>
        <source>square badge, hatched: needs the energy cube</source>
        <translation>square badge, hatched: needs the energy cube</translation>
    </message>
    <message>
        <source>horizontal lines: seen from the zone (dashed outline)</source>
        <translation>horizontal lines: seen from the zone (dashed outline)</translation>
    </message>
    <message>
        <source>vertical lines: sees into the zone; → badge: one-way, the zone does not see it back</source>
        <translation>vertical lines: sees into the zone; → badge: one-way, the zone does not see it back</translation>
    </message>
    <message>
        <source>diagonal lines: sees a hero, movement points to get there</source>
        <translation>diagonal lines: sees a hero, movement points to get there</translation>
    </message>
    <message>
        <source>cross-hatched, square badge: only with the cube</source>
        <translation>cross-hatched, square badge: only with the cube</translation>
    </message>
    <message>
        <source>triangle badge: how many villains; darker = more</source>
        <translation>triangle badge: how many villains; darker = more</translation>
    </message>
    <message>
        <source>arrow: the villain&apos;s path, movement points paid</source>
        <translation>arrow: the villain&apos;s path, movement points paid</translation>
    </message>
    <message>
        <source>double ring: the target</source>
        <translation>double ring: the target</translation>
    </message>
    <message>
        <source>dashed line: the line of sight of a ranged attack</source>
        <translation>dashed line: the line of sight of a ranged attack</translation>
    </message>
    <message>
        <source>dotted, diamond badge: a choice to make (click the zone)</source>
        <translation>dotted, diamond badge: a choice to make (click the zone)</translation>
    </message>
    <message>
        <source>crossed, + badge: figures brought onto the board here</source>
        <translation>crossed, + badge: figures brought onto the board here</translation>
    </message>
    <message>
        <source>cube badge: villain energy cubes the step spends</source>
        <translation>cube badge: villain energy cubes the step spends</translation>
    </message>
    <message>
        <source>Villain step</source>
        <translation>Villain step</translation>
    </message>
</context>
<context>
    <name>OverlayToggleBar</name>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>Reachable zones of the selected figure, with movement points</source>
        <translation>Reachable zones of the selected figure, with movement points</translation>
    </message>
    <message>
        <source>Sees</source>
        <translation>Sees</translation>
    </message>
    <message>
        <source>Line of sight from the selected zone</source>
        <translation>Line of sight from the selected zone</translation>
    </message>
    <message>
        <source>Seen from</source>
        <translation>Seen from</translation>
    </message>
    <message>
        <source>The zones that see into the selected zone</source>
        <translation>The zones that see into the selected zone</translation>
    </message>
    <message>
        <source>Vantage</source>
        <translation>Vantage</translation>
    </message>
    <message>
        <source>Zones from which the selected villain would see a hero</source>
        <translation>Zones from which the selected villain would see a hero</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>Threat</translation>
    </message>
    <message>
        <source>Which villains could attack each zone next turn</source>
        <translation>Which villains could attack each zone next turn</translation>
    </message>
</context>
<context>
    <name>PaintElevationTool</name>
    <message>
        <source>Elevation</source>
        <translation>Elevation</translation>
    </message>
    <message>
        <source>Click or drag across zones to give them the chosen elevation level; borders still at their default become climbs or open ground.</source>
        <translation>Click or drag across zones to give them the chosen elevation level; borders still at their default become climbs or open ground.</translation>
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
        <translation>Click or drag across zones to give them the chosen terrain; Shift+drag removes it; Plain clears all terrain.</translation>
    </message>
</context>
<context>
    <name>PlaceFigureTool</name>
    <message>
        <source>Figures</source>
        <translation>Figures</translation>
    </message>
    <message>
        <source>Click a zone to place a figure of the chosen unit; click a figure or objective, then a zone, to move it (or drag it); Delete removes it.</source>
        <translation>Click a zone to place a figure of the chosen unit; click a figure or objective, then a zone, to move it (or drag it); Delete removes it.</translation>
    </message>
    <message>
        <source>Place figure</source>
        <translation>Place figure</translation>
    </message>
    <message>
        <source>Click on the table to place a figure of the chosen unit; drag before releasing to adjust its place; drag a figure to move it.</source>
        <translation>Click on the table to place a figure of the chosen unit; drag before releasing to adjust its place; drag a figure to move it.</translation>
    </message>
</context>
<context>
    <name>PlaceObjectiveTool</name>
    <message>
        <source>Objectives</source>
        <translation>Objectives</translation>
    </message>
    <message>
        <source>Click a zone to place an objective of the chosen side; click an objective or figure, then a zone, to move it (or drag it); Delete removes it.</source>
        <translation>Click a zone to place an objective of the chosen side; click an objective or figure, then a zone, to move it (or drag it); Delete removes it.</translation>
    </message>
    <message>
        <source>Place objective</source>
        <translation>Place objective</translation>
    </message>
    <message>
        <source>Click on the table to place an objective of the chosen side; drag before releasing to adjust its place; drag an objective to move it.</source>
        <translation>Click on the table to place an objective of the chosen side; drag before releasing to adjust its place; drag an objective to move it.</translation>
    </message>
</context>
<context>
    <name>PlaceTool</name>
    <message>
        <source>Click a zone to move it there; Esc cancels.</source>
        <translation>Click a zone to move it there; Esc cancels.</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>Game log written to %1</source>
        <translation>Game log written to %1</translation>
    </message>
    <message>
        <source>Export the game log</source>
        <translation>Export the game log</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>Export log…</translation>
    </message>
    <message>
        <source>Accept the villain step</source>
        <translation>Accept the villain step</translation>
    </message>
    <message>
        <source>End this phase</source>
        <translation>End this phase</translation>
    </message>
    <message>
        <source>Heroes&apos; turn</source>
        <translation>Heroes&apos; turn</translation>
    </message>
    <message>
        <source>Villains&apos; turn</source>
        <translation>Villains&apos; turn</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Overlays</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Forecast</translation>
    </message>
    <message>
        <source>the heroes&apos; turn</source>
        <translation>the heroes&apos; turn</translation>
    </message>
    <message>
        <source>the villains&apos; turn</source>
        <translation>the villains&apos; turn</translation>
    </message>
    <message>
        <source>mission over</source>
        <translation>mission over</translation>
    </message>
    <message>
        <source> — hard mode</source>
        <translation> — hard mode</translation>
    </message>
    <message>
        <source> — not saved (throwaway game)</source>
        <translation> — not saved (throwaway game)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</translation>
    </message>
</context>
<context>
    <name>PlayTool</name>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Click a figure or a zone to see its overlays; in the heroes&apos; turn, drag a hero to move it.</source>
        <translation>Click a figure or a zone to see its overlays; in the heroes&apos; turn, drag a hero to move it.</translation>
    </message>
    <message>
        <source>Off the board</source>
        <translation>Off the board</translation>
    </message>
    <message>
        <source>%1: cannot get there</source>
        <translation>%1: cannot get there</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n movement point(s)</source>
        <translation>
            <numerusform>%1: %n movement point</numerusform>
            <numerusform>%1: %n movement points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Playing</name>
    <message>
        <source>&amp;Play scenario…</source>
        <translation>&amp;Play scenario…</translation>
    </message>
    <message>
        <source>Start a game of the selected scenario, or of the one being edited</source>
        <translation>Start a game of the selected scenario, or of the one being edited</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Take back</translation>
    </message>
    <message>
        <source>Undo the last accepted step of the game (the dice and deck too)</source>
        <translation>Undo the last accepted step of the game (the dice and deck too)</translation>
    </message>
    <message>
        <source>&amp;Export game log…</source>
        <translation>&amp;Export game log…</translation>
    </message>
    <message>
        <source>Write the game&apos;s log with its replayable record to a Markdown file</source>
        <translation>Write the game&apos;s log with its replayable record to a Markdown file</translation>
    </message>
    <message>
        <source>Select a scenario to play first.</source>
        <translation>Select a scenario to play first.</translation>
    </message>
    <message>
        <source>The game could not be resumed</source>
        <translation>The game could not be resumed</translation>
    </message>
    <message>
        <source>The game of “%1” resumed at its last accepted step.</source>
        <translation>The game of “%1” resumed at its last accepted step.</translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation>Resume the game in progress</translation>
    </message>
    <message>
        <source>A game of %1 is in progress: turn %2, last played %3 (seed %4). Resume it? (It stays among the saved games of the library either way.)</source>
        <translation>A game of %1 is in progress: turn %2, last played %3 (seed %4). Resume it? (It stays among the saved games of the library either way.)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Export game log</source>
        <translation>Export game log</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The log could not be written</source>
        <translation>The log could not be written</translation>
    </message>
    <message>
        <source>Game log written to %1 (with the scenario it played, %2).</source>
        <translation>Game log written to %1 (with the scenario it played, %2).</translation>
    </message>
</context>
<context>
    <name>PolylineTool</name>
    <message>
        <source>Snapped to a vertex</source>
        <translation>Snapped to a vertex</translation>
    </message>
    <message>
        <source>Snapped to an edge</source>
        <translation>Snapped to an edge</translation>
    </message>
    <message>
        <source>Add more points first.</source>
        <translation>Add more points first.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>Library &amp;file:</source>
        <translation>Library &amp;file:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <translation>&amp;Default</translation>
    </message>
    <message>
        <source>Use the default library in your user data folder</source>
        <translation>Use the default library in your user data folder</translation>
    </message>
    <message>
        <source>Leave empty to use the default library</source>
        <translation>Leave empty to use the default library</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>Library file</translation>
    </message>
    <message>
        <source>Skirmish Studio library (*.sqlite)</source>
        <translation>Skirmish Studio library (*.sqlite)</translation>
    </message>
</context>
<context>
    <name>ReinforcementTool</name>
    <message>
        <source>Reinforcement zones</source>
        <translation>Reinforcement zones</translation>
    </message>
    <message>
        <source>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</source>
        <translation>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</translation>
    </message>
</context>
<context>
    <name>RiverPanel</name>
    <message>
        <source>This scenario has no river yet.</source>
        <translation>This scenario has no river yet.</translation>
    </message>
    <message>
        <source>Create a river</source>
        <translation>Create a river</translation>
    </message>
    <message>
        <source>Slots and activation costs</source>
        <translation>Slots and activation costs</translation>
    </message>
    <message>
        <source>Energy cubes paid to activate the tile in each slot, from left (cheapest) to right. Double-click a cost to change it.</source>
        <translation>Energy cubes paid to activate the tile in each slot, from left (cheapest) to right. Double-click a cost to change it.</translation>
    </message>
    <message>
        <source>Add slot</source>
        <translation>Add slot</translation>
    </message>
    <message>
        <source>Remove last slot</source>
        <translation>Remove last slot</translation>
    </message>
    <message>
        <source>Tiles in starting order (drag to reorder)</source>
        <translation>Tiles in starting order (drag to reorder)</translation>
    </message>
    <message>
        <source>Add tile</source>
        <translation>Add tile</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>Remove tile</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Move the tile one slot left (Ctrl+Up)</source>
        <translation>Move the tile one slot left (Ctrl+Up)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Move down</translation>
    </message>
    <message>
        <source>Move the tile one slot right (Ctrl+Down)</source>
        <translation>Move the tile one slot right (Ctrl+Down)</translation>
    </message>
    <message>
        <source>Slot %1 · cost %2</source>
        <translation>Slot %1 · cost %2</translation>
    </message>
    <message>
        <source>Slot %1 · beyond the river</source>
        <translation>Slot %1 · beyond the river</translation>
    </message>
    <message>
        <source>Leader symbol</source>
        <translation>Leader symbol</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Event: %1</translation>
    </message>
    <message>
        <source>no unit</source>
        <translation>no unit</translation>
    </message>
    <message>
        <source>A slot cost must be a whole number from 0 to 100; “%1” was refused.</source>
        <translation>A slot cost must be a whole number from 0 to 100; “%1” was refused.</translation>
    </message>
    <message>
        <source>A river has at most 20 slots.</source>
        <translation>A river has at most 20 slots.</translation>
    </message>
    <message>
        <source>A river needs at least one slot.</source>
        <translation>A river needs at least one slot.</translation>
    </message>
</context>
<context>
    <name>RollEntry</name>
    <message>
        <source>; rerolls: %1</source>
        <translation>; rerolls: %1</translation>
    </message>
    <message>
        <source>Reroll of die %1</source>
        <translation>Reroll of die %1</translation>
    </message>
    <message>
        <source>Type what each die shows (click to change, right-click to go back, or press a digit):</source>
        <translation>Type what each die shows (click to change, right-click to go back, or press a digit):</translation>
    </message>
    <message>
        <source>The AI rerolls (SOLO-DR-1 « Jet de défense et relance »): roll these dice again and type them:</source>
        <translation>The AI rerolls (SOLO-DR-1 « Jet de défense et relance »): roll these dice again and type them:</translation>
    </message>
    <message>
        <source>Automatic defence dice: no reroll; the AI decides its defence on what they leave to block (SOLO-DR-2, AMB-36).</source>
        <translation>Automatic defence dice: no reroll; the AI decides its defence on what they leave to block (SOLO-DR-2, AMB-36).</translation>
    </message>
    <message>
        <source>The hero&apos;s automatic defence dice first, then one die per energy cube of the guard; the AI rerolls nothing here: type what each die shows once your own rerolls are made.</source>
        <translation>The hero&apos;s automatic defence dice first, then one die per energy cube of the guard; the AI rerolls nothing here: type what each die shows once your own rerolls are made.</translation>
    </message>
    <message>
        <source>The AI rerolls only blank dice, the weakest colour first; free rerolls: %1; a paid reroll (one energy cube): %2.</source>
        <translation>The AI rerolls only blank dice, the weakest colour first; free rerolls: %1; a paid reroll (one energy cube): %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>allowed</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>not allowed</translation>
    </message>
    <message>
        <source>With these dice the AI rerolls nothing.</source>
        <translation>With these dice the AI rerolls nothing.</translation>
    </message>
    <message>
        <source>With these dice the AI rerolls: %1.</source>
        <translation>With these dice the AI rerolls: %1.</translation>
    </message>
</context>
<context>
    <name>RollSection</name>
    <message>
        <source>Apply these dice</source>
        <translation>Apply these dice</translation>
    </message>
    <message>
        <source>Clear the dice</source>
        <translation>Clear the dice</translation>
    </message>
    <message>
        <source>Let the app roll</source>
        <translation>Let the app roll</translation>
    </message>
    <message>
        <source>Apply the attack</source>
        <translation>Apply the attack</translation>
    </message>
    <message>
        <source>Apply the defence</source>
        <translation>Apply the defence</translation>
    </message>
</context>
<context>
    <name>RotateFigureTool</name>
    <message>
        <source>Turn figure</source>
        <translation>Turn figure</translation>
    </message>
    <message>
        <source>Press on a figure and drag around it to turn it (Shift snaps to 15°); or Ctrl+wheel over a figure.</source>
        <translation>Press on a figure and drag around it to turn it (Shift snaps to 15°); or Ctrl+wheel over a figure.</translation>
    </message>
    <message>
        <source>Press on a figure to turn it.</source>
        <translation>Press on a figure to turn it.</translation>
    </message>
    <message>
        <source>Facing %1°</source>
        <translation>Facing %1°</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Name (library key)</source>
        <translation>Name (library key)</translation>
    </message>
    <message>
        <source>Rule system</source>
        <translation>Rule system</translation>
    </message>
    <message>
        <source>Title (French)</source>
        <translation>Title (French)</translation>
    </message>
    <message>
        <source>Title (English)</source>
        <translation>Title (English)</translation>
    </message>
    <message>
        <source>Description (French)</source>
        <translation>Description (French)</translation>
    </message>
    <message>
        <source>Description (English)</source>
        <translation>Description (English)</translation>
    </message>
    <message>
        <source>The name is the scenario&apos;s key in the library: use Save as to change it.</source>
        <translation>The name is the scenario&apos;s key in the library: use Save as to change it.</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <source>The board has no zones yet: draw them over the picture with Draw zone (Z).</source>
        <translation>The board has no zones yet: draw them over the picture with Draw zone (Z).</translation>
    </message>
    <message>
        <source>The board is empty: load a scan of your board with Background (B), then draw its zones with Draw zone (Z).</source>
        <translation>The board is empty: load a scan of your board with Background (B), then draw its zones with Draw zone (Z).</translation>
    </message>
    <message>
        <source>Click to select a zone, wall, border or token; drag to move it; Shift+click adds zones to the selection; Delete removes the selected zones, wall or token.</source>
        <translation>Click to select a zone, wall, border or token; drag to move it; Shift+click adds zones to the selection; Delete removes the selected zones, wall or token.</translation>
    </message>
    <message>
        <source>A token stands in a zone: drop it on a zone to move it there.</source>
        <translation>A token stands in a zone: drop it on a zone to move it there.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>The seed must be a whole number from 0 to %1.</translation>
    </message>
    <message>
        <source>Seed of the shuffle</source>
        <translation>Seed of the shuffle</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Rules options</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>New seed</translation>
    </message>
    <message>
        <source>Recorded with the game: the same seed and the same choices replay the same game.</source>
        <translation>Recorded with the game: the same seed and the same choices replay the same game.</translation>
    </message>
    <message>
        <source>Hard mode (tiles and cleaning cost nothing, villains may fall: SOLO-HM)</source>
        <translation>Hard mode (tiles and cleaning cost nothing, villains may fall: SOLO-HM)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>New game: %1</translation>
    </message>
    <message>
        <source>The defaults of the solo rules (SOLO_AI_SPEC), golden rule asked to the player.</source>
        <translation>The defaults of the solo rules (SOLO_AI_SPEC), golden rule asked to the player.</translation>
    </message>
    <message>
        <source>The scenario has no solo deck cards: the villains&apos; turn cannot draw a card, so the villains never act.</source>
        <translation>The scenario has no solo deck cards: the villains&apos; turn cannot draw a card, so the villains never act.</translation>
    </message>
    <message>
        <source>The river has no tiles: no villain is ever activated by the solo card.</source>
        <translation>The river has no tiles: no villain is ever activated by the solo card.</translation>
    </message>
    <message>
        <source>No hero figure is deployed on the board: the villains have no one to go for. Place the heroes in the scenario&apos;s mission first.</source>
        <translation>No hero figure is deployed on the board: the villains have no one to go for. Place the heroes in the scenario&apos;s mission first.</translation>
    </message>
    <message>
        <source>The scenario has no villain figures: there is no one to fight.</source>
        <translation>The scenario has no villain figures: there is no one to fight.</translation>
    </message>
    <message>
        <source>This scenario cannot really be played yet (you may still start it):</source>
        <translation>This scenario cannot really be played yet (you may still start it):</translation>
    </message>
</context>
<context>
    <name>SharingBar</name>
    <message>
        <source>Edit it everywhere</source>
        <translation>Edit it everywhere</translation>
    </message>
    <message>
        <source>Make a separate copy</source>
        <translation>Make a separate copy</translation>
    </message>
    <message>
        <source>Edit a copy of this unit for this scenario only</source>
        <translation>Edit a copy of this unit for this scenario only</translation>
    </message>
    <message>
        <source>“%1” is shared with %2: saving an edit of it changes it there as well.</source>
        <translation>“%1” is shared with %2: saving an edit of it changes it there as well.</translation>
    </message>
</context>
<context>
    <name>SlotCostModel</name>
    <message>
        <source>Slot %1 costs %2 energy cubes</source>
        <translation>Slot %1 costs %2 energy cubes</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
</context>
<context>
    <name>SoloCardView</name>
    <message>
        <source>No card selected</source>
        <translation>No card selected</translation>
    </message>
</context>
<context>
    <name>SplitZoneTool</name>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Drag a line across a zone, from one edge to another, to cut it in two (the ends snap to corners and edges).</source>
        <translation>Drag a line across a zone, from one edge to another, to cut it in two (the ends snap to corners and edges).</translation>
    </message>
    <message>
        <source>Snapped to a vertex</source>
        <translation>Snapped to a vertex</translation>
    </message>
    <message>
        <source>Snapped to an edge</source>
        <translation>Snapped to an edge</translation>
    </message>
</context>
<context>
    <name>TableDicePanel</name>
    <message>
        <source>%1: %2 d%3</source>
        <translation>%1: %2 d%3</translation>
    </message>
    <message>
        <source>rolled by %1&apos;s player</source>
        <translation>rolled by %1&apos;s player</translation>
    </message>
    <message>
        <source>whole numbers from 1 to %1</source>
        <translation>whole numbers from 1 to %1</translation>
    </message>
    <message>
        <source>a d%1 shows 1 to %1</source>
        <translation>a d%1 shows 1 to %1</translation>
    </message>
    <message>
        <source>%1 of %2 typed</source>
        <translation>%1 of %2 typed</translation>
    </message>
    <message>
        <source>Apply with the typed dice</source>
        <translation>Apply with the typed dice</translation>
    </message>
    <message>
        <source>Let the app roll</source>
        <translation>Let the app roll</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Choose an action that rolls dice in the Actions tab: its exact odds show here before the roll, then type the dice stage by stage or let the app roll.</source>
        <translation>Choose an action that rolls dice in the Actions tab: its exact odds show here before the roll, then type the dice stage by stage or let the app roll.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Every stage is typed: apply, or clear to roll again.</source>
        <translation>Every stage is typed: apply, or clear to roll again.</translation>
    </message>
    <message>
        <source>Type the dice of each stage as they fall, or let the app roll.</source>
        <translation>Type the dice of each stage as they fall, or let the app roll.</translation>
    </message>
</context>
<context>
    <name>TableEditor</name>
    <message>
        <source>Table tools</source>
        <translation>Table tools</translation>
    </message>
    <message>
        <source>Figure and objective tools</source>
        <translation>Figure and objective tools</translation>
    </message>
    <message>
        <source>Figures of the unit:</source>
        <translation>Figures of the unit:</translation>
    </message>
    <message>
        <source>The unit of the figures the tool places</source>
        <translation>The unit of the figures the tool places</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete the selected terrain pieces, figures and objectives (Del)</source>
        <translation>Delete the selected terrain pieces, figures and objectives (Del)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom in</translation>
    </message>
    <message>
        <source>Zoom in (+ or the wheel)</source>
        <translation>Zoom in (+ or the wheel)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom out</translation>
    </message>
    <message>
        <source>Zoom out (- or the wheel)</source>
        <translation>Zoom out (- or the wheel)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>Show the whole table (F)</source>
        <translation>Show the whole table (F)</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grid</translation>
    </message>
    <message>
        <source>Show a grid in the table&apos;s unit, cm or pas (G)</source>
        <translation>Show a grid in the table&apos;s unit, cm or pas (G)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Undo %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Redo %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
</context>
<context>
    <name>TableFigures</name>
    <message>
        <source>Facing %1°</source>
        <translation>Facing %1°</translation>
    </message>
    <message>
        <source>Height %1, base %2</source>
        <translation>Height %1, base %2</translation>
    </message>
    <message>
        <source>On %1 (%2 high)</source>
        <translation>On %1 (%2 high)</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>Lost: %1</translation>
    </message>
</context>
<context>
    <name>TableLegend</name>
    <message>
        <source>Legend</source>
        <translation>Legend</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Blocks line of sight</translation>
    </message>
</context>
<context>
    <name>TableMarkers</name>
    <message>
        <source>A trap, set off: %1</source>
        <translation>A trap, set off: %1</translation>
    </message>
    <message>
        <source>A marker laid face down: a trap or a decoy</source>
        <translation>A marker laid face down: a trap or a decoy</translation>
    </message>
</context>
<context>
    <name>TableObjectsBox</name>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Objects (ND, free actions)</source>
        <translation>Objects (ND, free actions)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>From the left edge</source>
        <translation>From the left edge</translation>
    </message>
    <message>
        <source>From the top edge</source>
        <translation>From the top edge</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Width</translation>
    </message>
    <message>
        <source>ND</source>
        <translation>ND</translation>
    </message>
    <message>
        <source>Free action</source>
        <translation>Free action</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Used by</translation>
    </message>
    <message>
        <source>Completes</source>
        <translation>Completes</translation>
    </message>
    <message>
        <source>none: fixed</source>
        <translation>none: fixed</translation>
    </message>
    <message>
        <source>Computer of its faction</source>
        <translation>Computer of its faction</translation>
    </message>
    <message>
        <source>Self-destruct key (the Defender&apos;s)</source>
        <translation>Self-destruct key (the Defender&apos;s)</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>heroes</translation>
    </message>
    <message>
        <source>villains</source>
        <translation>villains</translation>
    </message>
    <message>
        <source>third side</source>
        <translation>third side</translation>
    </message>
</context>
<context>
    <name>TableOdds</name>
    <message>
        <source>Chance to hit: %1</source>
        <translation>Chance to hit: %1</translation>
    </message>
    <message>
        <source>Chance to win the opposed test: %1</source>
        <translation>Chance to win the opposed test: %1</translation>
    </message>
    <message>
        <source>Each attack dodged: %1</source>
        <translation>Each attack dodged: %1</translation>
    </message>
    <message>
        <source>Each wound die wounds: %1</source>
        <translation>Each wound die wounds: %1</translation>
    </message>
    <message>
        <source>Chance to be taken out: %1</source>
        <translation>Chance to be taken out: %1</translation>
    </message>
    <message>
        <source>Chance to take the target out: %1</source>
        <translation>Chance to take the target out: %1</translation>
    </message>
    <message>
        <source>PV / PC lost on average: %1</source>
        <translation>PV / PC lost on average: %1</translation>
    </message>
    <message>
        <source>Exact odds before the roll:</source>
        <translation>Exact odds before the roll:</translation>
    </message>
    <message>
        <source>Chance of a riposte: %1</source>
        <translation>Chance of a riposte: %1</translation>
    </message>
    <message>
        <source>%1 (%2): wins %3</source>
        <translation>%1 (%2): wins %3</translation>
    </message>
    <message>
        <source>Figures taken out on average: %1</source>
        <translation>Figures taken out on average: %1</translation>
    </message>
    <message>
        <source>%1, caught with %2:</source>
        <translation>%1, caught with %2:</translation>
    </message>
    <message>
        <source>The figure that attacks:</source>
        <translation>The figure that attacks:</translation>
    </message>
    <message>
        <source>The figure attacked:</source>
        <translation>The figure attacked:</translation>
    </message>
    <message>
        <source>PV / PC lost, each with its chance:</source>
        <translation>PV / PC lost, each with its chance:</translation>
    </message>
</context>
<context>
    <name>TableOverlayLegend</name>
    <message>
        <source>Movement reach (selected figure)</source>
        <translation>Movement reach (selected figure)</translation>
    </message>
    <message>
        <source>Lines of sight to the enemies</source>
        <translation>Lines of sight to the enemies</translation>
    </message>
    <message>
        <source>Weapon ranges</source>
        <translation>Weapon ranges</translation>
    </message>
    <message>
        <source>Frontal arc</source>
        <translation>Frontal arc</translation>
    </message>
    <message>
        <source>Radii of the chosen action</source>
        <translation>Radii of the chosen action</translation>
    </message>
    <message>
        <source>plain: a full move</source>
        <translation>plain: a full move</translation>
    </message>
    <message>
        <source>diagonal lines, dashed edge: a shorter mode (crawling, vigilant walk…)</source>
        <translation>diagonal lines, dashed edge: a shorter mode (crawling, vigilant walk…)</translation>
    </message>
    <message>
        <source>other diagonal, dash-dot edge: any further mode</source>
        <translation>other diagonal, dash-dot edge: any further mode</translation>
    </message>
    <message>
        <source>solid line, round badge: in sight — how much of it is seen, and its cover; a ring: a weapon reaches it</source>
        <translation>solid line, round badge: in sight — how much of it is seen, and its cover; a ring: a weapon reaches it</translation>
    </message>
    <message>
        <source>dashed line, square badge: not in sight (less than half of it seen)</source>
        <translation>dashed line, square badge: not in sight (less than half of it seen)</translation>
    </message>
    <message>
        <source>dotted line, triangle badge: behind the figure, out of its frontal arc</source>
        <translation>dotted line, triangle badge: behind the figure, out of its frontal arc</translation>
    </message>
    <message>
        <source>diamond badge: in close-combat reach</source>
        <translation>diamond badge: in close-combat reach</translation>
    </message>
    <message>
        <source>dashed ring: a weapon&apos;s range, base to base</source>
        <translation>dashed ring: a weapon&apos;s range, base to base</translation>
    </message>
    <message>
        <source>dotted wedge: what the figure sees ahead</source>
        <translation>dotted wedge: what the figure sees ahead</translation>
    </message>
    <message>
        <source>cross-hatched disc: blast, detection or alert radius</source>
        <translation>cross-hatched disc: blast, detection or alert radius</translation>
    </message>
    <message>
        <source>solid tape: the move, within reach</source>
        <translation>solid tape: the move, within reach</translation>
    </message>
    <message>
        <source>dashed tape: beyond the figure&apos;s reach</source>
        <translation>dashed tape: beyond the figure&apos;s reach</translation>
    </message>
    <message>
        <source>Dragging a figure</source>
        <translation>Dragging a figure</translation>
    </message>
</context>
<context>
    <name>TableOverlayToggleBar</name>
    <message>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <source>Where the selected figure can end a move, in each movement mode</source>
        <translation>Where the selected figure can end a move, in each movement mode</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>Sight</translation>
    </message>
    <message>
        <source>Lines of sight to each enemy, with how much of it is seen and its cover</source>
        <translation>Lines of sight to each enemy, with how much of it is seen and its cover</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>Ranges</translation>
    </message>
    <message>
        <source>The range of each weapon of the selected figure</source>
        <translation>The range of each weapon of the selected figure</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Arc</translation>
    </message>
    <message>
        <source>The frontal arc of the selected figure, where the rules give one</source>
        <translation>The frontal arc of the selected figure, where the rules give one</translation>
    </message>
    <message>
        <source>Radii</source>
        <translation>Radii</translation>
    </message>
    <message>
        <source>The radii the chosen action uses (blast, detection, alert)</source>
        <translation>The radii the chosen action uses (blast, detection, alert)</translation>
    </message>
</context>
<context>
    <name>TableOverlays</name>
    <message>
        <source>behind</source>
        <translation>behind</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Taken back: the game is as it was before that action.</source>
        <translation>Taken back: the game is as it was before that action.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>Export log…</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Overlays</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>game over</translation>
    </message>
    <message>
        <source>%1 to play, %2</source>
        <translation>%1 to play, %2</translation>
    </message>
    <message>
        <source> — not saved (throwaway game)</source>
        <translation> — not saved (throwaway game)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — turn %2, %3 — seed %4</translation>
    </message>
</context>
<context>
    <name>TablePlayTool</name>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Click a figure to see where it can go, what it sees and hits; drag a figure of the side to play to move it, drag its facing wedge to turn it (Shift snaps 15°).</source>
        <translation>Click a figure to see where it can go, what it sees and hits; drag a figure of the side to play to move it, drag its facing wedge to turn it (Shift snaps 15°).</translation>
    </message>
    <message>
        <source>Only a figure of the side to play can be moved.</source>
        <translation>Only a figure of the side to play can be moved.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>out of reach</translation>
    </message>
    <message>
        <source>Moving %1: %2</source>
        <translation>Moving %1: %2</translation>
    </message>
    <message>
        <source>Turning %1: facing %2°</source>
        <translation>Turning %1: facing %2°</translation>
    </message>
</context>
<context>
    <name>TablePropertiesPanel</name>
    <message>
        <source>Type a finite number.</source>
        <translation>Type a finite number.</translation>
    </message>
    <message>
        <source>Select a terrain piece, a figure or an objective on the table to edit it here.</source>
        <translation>Select a terrain piece, a figure or an objective on the table to edit it here.</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Objective: %1</translation>
    </message>
    <message>
        <source>Figure: %1</source>
        <translation>Figure: %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Terrain piece</source>
        <translation>Terrain piece</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Width</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>One pas</source>
        <translation>One pas</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cover</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Height</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movement</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Line of sight</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Door</translation>
    </message>
    <message>
        <source>Code or key</source>
        <translation>Code or key</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Hiding</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Facing</translation>
    </message>
    <message>
        <source>From the left edge</source>
        <translation>From the left edge</translation>
    </message>
    <message>
        <source>From the top edge</source>
        <translation>From the top edge</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Blocks line of sight</translation>
    </message>
    <message>
        <source>Hides what is behind it at any height; other pieces hide what is lower.</source>
        <translation>Hides what is behind it at any height; other pieces hide what is lower.</translation>
    </message>
    <message>
        <source>Flat ground: figures stand on top</source>
        <translation>Flat ground: figures stand on top</translation>
    </message>
    <message>
        <source>A place to hide in</source>
        <translation>A place to hide in</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>heroes</translation>
    </message>
    <message>
        <source>villains</source>
        <translation>villains</translation>
    </message>
    <message>
        <source>third side</source>
        <translation>third side</translation>
    </message>
    <message>
        <source>The sides whose figures may open this door freely</source>
        <translation>The sides whose figures may open this door freely</translation>
    </message>
    <message>
        <source>Not a door</source>
        <translation>Not a door</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>Open door</translation>
    </message>
    <message>
        <source>Closed door</source>
        <translation>Closed door</translation>
    </message>
    <message>
        <source>The Eisdrachen rules do not fix the length of a pas: choose it for your table.</source>
        <translation>The Eisdrachen rules do not fix the length of a pas: choose it for your table.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Height: %1</source>
        <translation>Height: %1</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Blocks line of sight</translation>
    </message>
    <message>
        <source>%1 (%2), facing %3°</source>
        <translation>%1 (%2), facing %3°</translation>
    </message>
</context>
<context>
    <name>TableSelectTool</name>
    <message>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <source>Click a terrain piece, figure or objective to select it (Shift adds); drag to move; Delete removes; Ctrl+wheel turns a figure.</source>
        <translation>Click a terrain piece, figure or objective to select it (Shift adds); drag to move; Delete removes; Ctrl+wheel turns a figure.</translation>
    </message>
</context>
<context>
    <name>TableSetupPanel</name>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>The seed must be a whole number from 0 to %1.</translation>
    </message>
    <message>
        <source>Seed of the app&apos;s rolls</source>
        <translation>Seed of the app&apos;s rolls</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Sides</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Start of the game</translation>
    </message>
    <message>
        <source>Plays first</source>
        <translation>Plays first</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Rules options</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>New seed</translation>
    </message>
    <message>
        <source>Recorded with the game: the same seed and the same actions replay the same game.</source>
        <translation>Recorded with the game: the same seed and the same actions replay the same game.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <source>Play it first: attacker and defender, initiative, deployment in the zones</source>
        <translation>Play it first: attacker and defender, initiative, deployment in the zones</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>New game: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n figure(s) on the table</source>
        <translation>
            <numerusform>%1: %n figure on the table</numerusform>
            <numerusform>%1: %n figures on the table</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure stands on the table: place the figures in the editor first.</source>
        <translation>No figure stands on the table: place the figures in the editor first.</translation>
    </message>
    <message>
        <source>The defaults of the rule system (docs/table-play.md).</source>
        <translation>The defaults of the rule system (docs/table-play.md).</translation>
    </message>
</context>
<context>
    <name>TableStyles</name>
    <message>
        <source>No cover</source>
        <translation>No cover</translation>
    </message>
    <message>
        <source>Light cover</source>
        <translation>Light cover</translation>
    </message>
    <message>
        <source>Medium cover</source>
        <translation>Medium cover</translation>
    </message>
    <message>
        <source>Heavy cover</source>
        <translation>Heavy cover</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Open ground</translation>
    </message>
    <message>
        <source>Difficult terrain</source>
        <translation>Difficult terrain</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Climb</translation>
    </message>
    <message>
        <source>Deep water</source>
        <translation>Deep water</translation>
    </message>
    <message>
        <source>Shallow water</source>
        <translation>Shallow water</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Impassable</translation>
    </message>
    <message>
        <source>Crawl only</source>
        <translation>Crawl only</translation>
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
        <translation>Terrain to paint:</translation>
    </message>
    <message>
        <source>Plain (no terrain)</source>
        <translation>Plain (no terrain)</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Difficult</translation>
    </message>
    <message>
        <source>Dangerous</source>
        <translation>Dangerous</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Water</translation>
    </message>
    <message>
        <source>Promontory</source>
        <translation>Promontory</translation>
    </message>
</context>
<context>
    <name>TileForm</name>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>Reinforcement cost</source>
        <translation>Reinforcement cost</translation>
    </message>
    <message>
        <source>Leader symbol</source>
        <translation>Leader symbol</translation>
    </message>
    <message>
        <source>A solo card with the leader symbol activates every leader tile.</source>
        <translation>A solo card with the leader symbol activates every leader tile.</translation>
    </message>
    <message>
        <source>0 (never returns)</source>
        <translation>0 (never returns)</translation>
    </message>
    <message>
        <source>Reinforcement points to bring back one of its figures; 0 = never returns.</source>
        <translation>Reinforcement points to bring back one of its figures; 0 = never returns.</translation>
    </message>
    <message>
        <source>Units activated by this tile</source>
        <translation>Units activated by this tile</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Add unit</translation>
    </message>
    <message>
        <source>Mission event</source>
        <translation>Mission event</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>No tile selected</translation>
    </message>
    <message>
        <source>Tile “%1”</source>
        <translation>Tile “%1”</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Choose the mission event this tile triggers; its numbered options are written in the Mission panel.</source>
        <translation>Choose the mission event this tile triggers; its numbered options are written in the Mission panel.</translation>
    </message>
    <message>
        <source>This event has no options yet.</source>
        <translation>This event has no options yet.</translation>
    </message>
    <message>
        <source>This scenario has no units yet: add them in the Units panel first.</source>
        <translation>This scenario has no units yet: add them in the Units panel first.</translation>
    </message>
    <message>
        <source>A tile activates 1 to 100 figures of a unit.</source>
        <translation>A tile activates 1 to 100 figures of a unit.</translation>
    </message>
</context>
<context>
    <name>TileUnitRow</name>
    <message>
        <source>Figures of this unit activated by the tile</source>
        <translation>Figures of this unit activated by the tile</translation>
    </message>
    <message>
        <source>Remove this unit from the tile</source>
        <translation>Remove this unit from the tile</translation>
    </message>
    <message>
        <source>%1 (unknown unit)</source>
        <translation>%1 (unknown unit)</translation>
    </message>
</context>
<context>
    <name>TokenForm</name>
    <message>
        <source>Objective: %1</source>
        <translation>Objective: %1</translation>
    </message>
    <message>
        <source>Figure: %1 (%2)</source>
        <translation>Figure: %1 (%2)</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>Villain</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Thinking</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Active</translation>
    </message>
    <message>
        <source>Number (ties)</source>
        <translation>Number (ties)</translation>
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
        <translation>Unit</translation>
    </message>
    <message>
        <source>River tile</source>
        <translation>River tile</translation>
    </message>
    <message>
        <source>Deployed at the start</source>
        <translation>Deployed at the start</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Facing</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
</context>
<context>
    <name>UnitCardPreview</name>
    <message>
        <source>Card in English</source>
        <translation>Card in English</translation>
    </message>
    <message>
        <source>Card in French</source>
        <translation>Card in French</translation>
    </message>
    <message>
        <source>The language of the card preview</source>
        <translation>The language of the card preview</translation>
    </message>
</context>
<context>
    <name>UnitSharing</name>
    <message>
        <source>Add from library…</source>
        <translation>Add from library…</translation>
    </message>
    <message>
        <source>Use units of other scenarios of the library in this one</source>
        <translation>Use units of other scenarios of the library in this one</translation>
    </message>
</context>
<context>
    <name>UnitsPanel</name>
    <message>
        <source>Add weapon</source>
        <translation>Add weapon</translation>
    </message>
    <message>
        <source>From the base to the top of the head, for line of sight over cover</source>
        <translation>From the base to the top of the head, for line of sight over cover</translation>
    </message>
    <message>
        <source>Energy cubes of a hero; villains spend the river&apos;s energy</source>
        <translation>Energy cubes of a hero; villains spend the river&apos;s energy</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Hit points</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movement</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Menace</source>
        <translation>Menace</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <source>Add attack</source>
        <translation>Add attack</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attacks</translation>
    </message>
    <message>
        <source>Dice rolled as an automatic defence, on top of the armour</source>
        <translation>Dice rolled as an automatic defence, on top of the armour</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defence</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armour</translation>
    </message>
    <message>
        <source>Defence dice</source>
        <translation>Defence dice</translation>
    </message>
    <message>
        <source>Objective checks (no dice: cannot perform it)</source>
        <translation>Objective checks (no dice: cannot perform it)</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Thinking</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Free rerolls (once per roll)</source>
        <translation>Free rerolls (once per roll)</translation>
    </message>
    <message>
        <source> pas</source>
        <translation> pas</translation>
    </message>
    <message>
        <source>Carries a heavy weapon (cannot crawl)</source>
        <translation>Carries a heavy weapon (cannot crawl)</translation>
    </message>
    <message>
        <source>Carries a medipack (heals 1 PV)</source>
        <translation>Carries a medipack (heals 1 PV)</translation>
    </message>
    <message>
        <source>Speed (V)</source>
        <translation>Speed (V)</translation>
    </message>
    <message>
        <source>Intelligence (I)</source>
        <translation>Intelligence (I)</translation>
    </message>
    <message>
        <source>Attacks (A)</source>
        <translation>Attacks (A)</translation>
    </message>
    <message>
        <source>Strength (F)</source>
        <translation>Strength (F)</translation>
    </message>
    <message>
        <source>Hit points (PV)</source>
        <translation>Hit points (PV)</translation>
    </message>
    <message>
        <source>Figure height</source>
        <translation>Figure height</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Weapons</translation>
    </message>
    <message>
        <source>Base diameter, for close-combat contact and large targets</source>
        <translation>Base diameter, for close-combat contact and large targets</translation>
    </message>
    <message>
        <source>Shooting (Tir)</source>
        <translation>Shooting (Tir)</translation>
    </message>
    <message>
        <source>Melee (Càc)</source>
        <translation>Melee (Càc)</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Physical defence (Dφ)</source>
        <translation>Physical defence (Dφ)</translation>
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
        <translation>Dexterity</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>What the card says</source>
        <translation>What the card says</translation>
    </message>
    <message>
        <source>UC: vigilant walk and ready to fire</source>
        <translation>UC: vigilant walk and ready to fire</translation>
    </message>
    <message>
        <source>Impulsive: moves automatically, first</source>
        <translation>Impulsive: moves automatically, first</translation>
    </message>
    <message>
        <source>Infiltration (+1 to the initiative)</source>
        <translation>Infiltration (+1 to the initiative)</translation>
    </message>
    <message>
        <source>Prescience (+1 to the initiative)</source>
        <translation>Prescience (+1 to the initiative)</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source>Add skill</source>
        <translation>Add skill</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>any range</source>
        <translation>any range</translation>
    </message>
    <message>
        <source> zones</source>
        <translation> zones</translation>
    </message>
    <message>
        <source>Maximum range of a ranged attack</source>
        <translation>Maximum range of a ranged attack</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Melee</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>Ranged</translation>
    </message>
    <message>
        <source>Weapon (French)</source>
        <translation>Weapon (French)</translation>
    </message>
    <message>
        <source>Weapon (English)</source>
        <translation>Weapon (English)</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>melee</translation>
    </message>
    <message>
        <source>Range; step below 0 for a melee weapon</source>
        <translation>Range; step below 0 for a melee weapon</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Range</translation>
    </message>
    <message>
        <source>Sniper scope</source>
        <translation>Sniper scope</translation>
    </message>
    <message>
        <source>With a range of 20 pas or more, the weapon can snipe</source>
        <translation>With a range of 20 pas or more, the weapon can snipe</translation>
    </message>
    <message>
        <source>Special rule (French)</source>
        <translation>Special rule (French)</translation>
    </message>
    <message>
        <source>Special rule (English)</source>
        <translation>Special rule (English)</translation>
    </message>
    <message>
        <source>Add a special rule as data</source>
        <translation>Add a special rule as data</translation>
    </message>
    <message>
        <source>Rule (French)</source>
        <translation>Rule (French)</translation>
    </message>
    <message>
        <source>Rule (English)</source>
        <translation>Rule (English)</translation>
    </message>
    <message>
        <source>More D20 at the same target, each a hit of its own</source>
        <translation>More D20 at the same target, each a hit of its own</translation>
    </message>
    <message>
        <source>Only standing still</source>
        <translation>Only standing still</translation>
    </message>
    <message>
        <source>no blast</source>
        <translation>no blast</translation>
    </message>
    <message>
        <source>A blast radius makes the weapon a grenade</source>
        <translation>A blast radius makes the weapon a grenade</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>Extra dice</source>
        <translation>Extra dice</translation>
    </message>
    <message>
        <source>Blast</source>
        <translation>Blast</translation>
    </message>
    <message>
        <source>Skill name (French)</source>
        <translation>Skill name (French)</translation>
    </message>
    <message>
        <source>Skill name (English)</source>
        <translation>Skill name (English)</translation>
    </message>
    <message>
        <source>What it does (French)</source>
        <translation>What it does (French)</translation>
    </message>
    <message>
        <source>What it does (English)</source>
        <translation>What it does (English)</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Optional: the code the game engines recognise for this rule</source>
        <translation>Optional: the code the game engines recognise for this rule</translation>
    </message>
    <message>
        <source>No portrait: the card shows a silhouette.</source>
        <translation>No portrait: the card shows a silhouette.</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>Crop…</source>
        <translation>Crop…</translation>
    </message>
    <message>
        <source>Import a PNG or JPEG image as the unit&apos;s portrait</source>
        <translation>Import a PNG or JPEG image as the unit&apos;s portrait</translation>
    </message>
    <message>
        <source>Import portrait</source>
        <translation>Import portrait</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>This unit&apos;s profile belongs to another rule system than the scenario&apos;s; the checker reports it.</source>
        <translation>This unit&apos;s profile belongs to another rule system than the scenario&apos;s; the checker reports it.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Description (French)</source>
        <translation>Description (French)</translation>
    </message>
    <message>
        <source>Description (English)</source>
        <translation>Description (English)</translation>
    </message>
    <message>
        <source>figures: %1</source>
        <translation>figures: %1</translation>
    </message>
    <message>
        <source>river tiles: %1</source>
        <translation>river tiles: %1</translation>
    </message>
    <message>
        <source>“%1” is not removed: it is used by %2. Remove those or give them another unit first.</source>
        <translation>“%1” is not removed: it is used by %2. Remove those or give them another unit first.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Add a unit with the profile of the scenario&apos;s rule system</source>
        <translation>Add a unit with the profile of the scenario&apos;s rule system</translation>
    </message>
    <message>
        <source>Remove the selected unit (not while figures or river tiles use it)</source>
        <translation>Remove the selected unit (not while figures or river tiles use it)</translation>
    </message>
    <message>
        <source>No unit yet. Add one to write its card.</source>
        <translation>No unit yet. Add one to write its card.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Back of the card</source>
        <translation>Back of the card</translation>
    </message>
    <message>
        <source>Skills and special rules</source>
        <translation>Skills and special rules</translation>
    </message>
    <message>
        <source>Drag the frame to choose what the card shows; drag its corner or use the wheel to resize.</source>
        <translation>Drag the frame to choose what the card shows; drag its corner or use the wheel to resize.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>No image: the back shows the unit&apos;s name, side and the game&apos;s mark.</source>
        <translation>No image: the back shows the unit&apos;s name, side and the game&apos;s mark.</translation>
    </message>
    <message>
        <source>Image…</source>
        <translation>Image…</translation>
    </message>
    <message>
        <source>Print a PNG or JPEG image on the back of this unit&apos;s cards</source>
        <translation>Print a PNG or JPEG image on the back of this unit&apos;s cards</translation>
    </message>
    <message>
        <source>Card back image</source>
        <translation>Card back image</translation>
    </message>
</context>
<context>
    <name>VillainPanel</name>
    <message>
        <source>The dice of this roll are only partly typed in the Dice tab: finish typing the dice, or clear them to let the app roll.</source>
        <translation>The dice of this roll are only partly typed in the Dice tab: finish typing the dice, or clear them to let the app roll.</translation>
    </message>
    <message>
        <source>Accept uses the dice you typed: %1.</source>
        <translation>Accept uses the dice you typed: %1.</translation>
    </message>
    <message>
        <source>Dice partly typed (%1): finish typing the dice, or clear them to let the app roll.</source>
        <translation>Dice partly typed (%1): finish typing the dice, or clear them to let the app roll.</translation>
    </message>
    <message>
        <source>Defend without a guard</source>
        <translation>Defend without a guard</translation>
    </message>
    <message numerus="yes">
        <source>Defend with %n energy cube(s)</source>
        <translation>
            <numerusform>Defend with %n energy cube</numerusform>
            <numerusform>Defend with %n energy cubes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, typed dice</source>
        <translation>%1, typed dice</translation>
    </message>
    <message>
        <source>Accept with the typed dice</source>
        <translation>Accept with the typed dice</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <source>Enter dice…</source>
        <translation>Enter dice…</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>No villain step to play now.</source>
        <translation>No villain step to play now.</translation>
    </message>
    <message>
        <source>The villains play after the heroes: end the heroes&apos; turn to draw the solo card.</source>
        <translation>The villains play after the heroes: end the heroes&apos; turn to draw the solo card.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <source>Choose the guard…</source>
        <translation>Choose the guard…</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 — the villains&apos; reserve: %n cube(s)</source>
        <translation>
            <numerusform>Turn %1 — the villains&apos; reserve: %n cube</numerusform>
            <numerusform>Turn %1 — the villains&apos; reserve: %n cubes</numerusform>
        </translation>
    </message>
    <message>
        <source>, spent: %1</source>
        <translation>, spent: %1</translation>
    </message>
    <message numerus="yes">
        <source>Villain energy this step spends: %n cube(s)</source>
        <translation>
            <numerusform>Villain energy this step spends: %n cube</numerusform>
            <numerusform>Villain energy this step spends: %n cubes</numerusform>
        </translation>
    </message>
    <message>
        <source>Golden rule: choose the place most disadvantageous to you — a button, or click a highlighted zone on the board.</source>
        <translation>Golden rule: choose the place most disadvantageous to you — a button, or click a highlighted zone on the board.</translation>
    </message>
    <message>
        <source> (heuristic)</source>
        <translation> (heuristic)</translation>
    </message>
    <message>
        <source>Last: %1</source>
        <translation>Last: %1</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Upkeep</translation>
    </message>
    <message>
        <source>Solo card</source>
        <translation>Solo card</translation>
    </message>
    <message>
        <source>River tile activated</source>
        <translation>River tile activated</translation>
    </message>
    <message>
        <source>Character activation</source>
        <translation>Character activation</translation>
    </message>
    <message>
        <source>Villain attack</source>
        <translation>Villain attack</translation>
    </message>
    <message>
        <source>Objective check</source>
        <translation>Objective check</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Reinforcements</translation>
    </message>
    <message>
        <source>Golden rule: your choice</source>
        <translation>Golden rule: your choice</translation>
    </message>
    <message>
        <source>Cleaning the river</source>
        <translation>Cleaning the river</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>Nothing happens</translation>
    </message>
    <message>
        <source>End of the villains&apos; turn</source>
        <translation>End of the villains&apos; turn</translation>
    </message>
    <message>
        <source>Hero&apos;s defence</source>
        <translation>Hero&apos;s defence</translation>
    </message>
    <message>
        <source>Heroes&apos; recovery</source>
        <translation>Heroes&apos; recovery</translation>
    </message>
    <message>
        <source>%1 attempts its objective check (difficulty %2). Roll the dice and enter them, or accept to let the app roll.</source>
        <translation>%1 attempts its objective check (difficulty %2). Roll the dice and enter them, or accept to let the app roll.</translation>
    </message>
    <message>
        <source>%1 attacks %2 (armour %3). Roll the dice and enter them, or accept to let the app roll.</source>
        <translation>%1 attacks %2 (armour %3). Roll the dice and enter them, or accept to let the app roll.</translation>
    </message>
    <message>
        <source>The hero&apos;s defence comes next: you choose its guard.</source>
        <translation>The hero&apos;s defence comes next: you choose its guard.</translation>
    </message>
    <message numerus="yes">
        <source>%1 hit %2 with %n success(es). Choose in the Dice tab the energy %2 commits to a guard (the exact odds of each choice are there), then roll or type the dice; Accept defends with the guard chosen there.</source>
        <translation>
            <numerusform>%1 hit %2 with %n success. Choose in the Dice tab the energy %2 commits to a guard (the exact odds of each choice are there), then roll or type the dice; Accept defends with the guard chosen there.</numerusform>
            <numerusform>%1 hit %2 with %n successes. Choose in the Dice tab the energy %2 commits to a guard (the exact odds of each choice are there), then roll or type the dice; Accept defends with the guard chosen there.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallForm</name>
    <message>
        <source>Wall: %1</source>
        <translation>Wall: %1</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Blocks line of sight</translation>
    </message>
    <message>
        <source>Blocks movement</source>
        <translation>Blocks movement</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Corners</translation>
    </message>
</context>
<context>
    <name>WallTool</name>
    <message>
        <source>Draw wall</source>
        <translation>Draw wall</translation>
    </message>
    <message>
        <source>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</source>
        <translation>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</translation>
    </message>
</context>
<context>
    <name>ZoneForm</name>
    <message>
        <source>Zone: %1</source>
        <translation>Zone: %1</translation>
    </message>
    <message>
        <source>When entering</source>
        <translation>When entering</translation>
    </message>
    <message>
        <source>When ending a move there</source>
        <translation>When ending a move there</translation>
    </message>
    <message>
        <source>When crossing</source>
        <translation>When crossing</translation>
    </message>
    <message>
        <source>Not a reinforcement zone</source>
        <translation>Not a reinforcement zone</translation>
    </message>
    <message>
        <source>Not numbered: a zone outline is invalid</source>
        <translation>Not numbered: a zone outline is invalid</translation>
    </message>
    <message>
        <source>Number %1 in reading order</source>
        <translation>Number %1 in reading order</translation>
    </message>
    <message>
        <source>Name (French)</source>
        <translation>Name (French)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Difficult terrain</source>
        <translation>Difficult terrain</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Water</translation>
    </message>
    <message>
        <source>Dangerous terrain</source>
        <translation>Dangerous terrain</translation>
    </message>
    <message>
        <source>Danger strikes</source>
        <translation>Danger strikes</translation>
    </message>
    <message>
        <source>Danger dice</source>
        <translation>Danger dice</translation>
    </message>
    <message>
        <source>Promontory</source>
        <translation>Promontory</translation>
    </message>
    <message>
        <source>Elevation level</source>
        <translation>Elevation level</translation>
    </message>
    <message>
        <source>Capacity (size points)</source>
        <translation>Capacity (size points)</translation>
    </message>
    <message>
        <source>Custom LOS marker</source>
        <translation>Custom LOS marker</translation>
    </message>
    <message>
        <source>LOS marker x</source>
        <translation>LOS marker x</translation>
    </message>
    <message>
        <source>LOS marker y</source>
        <translation>LOS marker y</translation>
    </message>
    <message>
        <source>Reading order</source>
        <translation>Reading order</translation>
    </message>
    <message>
        <source>Reinforcement zone</source>
        <translation>Reinforcement zone</translation>
    </message>
    <message>
        <source>Reinforcement number</source>
        <translation>Reinforcement number</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unlimited</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>Off: the marker is computed inside the outline. On: it stays where you put it.</source>
        <translation>Off: the marker is computed inside the outline. On: it stays where you put it.</translation>
    </message>
    <message>
        <source>Position in reading order (1 = first); Automatic sorts by the LOS marker.</source>
        <translation>Position in reading order (1 = first); Automatic sorts by the LOS marker.</translation>
    </message>
</context>
</TS>
