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
        <name>BoardEditor</name>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="31" />
            <source>Move zone</source>
            <translation>Move zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="32" />
            <source>Move token</source>
            <translation>Move token</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="33" />
            <source>Delete zone</source>
            <translation>Delete zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="34" />
            <source>Draw zone</source>
            <translation>Draw zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="35" />
            <source>Draw wall</source>
            <translation>Draw wall</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="36" />
            <source>Move corner</source>
            <translation>Move corner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="37" />
            <source>Add corner</source>
            <translation>Add corner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="38" />
            <source>Delete corner</source>
            <translation>Delete corner</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="39" />
            <source>Move LOS marker</source>
            <translation>Move LOS marker</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="40" />
            <source>Toggle reinforcement zone</source>
            <translation>Toggle reinforcement zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="41" />
            <source>Change line of sight</source>
            <translation>Change line of sight</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="42" />
            <source>Edit border</source>
            <translation>Edit border</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="141" />
            <source>Board tools</source>
            <translation>Board tools</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="148" />
            <source>Zoom in</source>
            <translation>Zoom in</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="148" />
            <source>Zoom in (+ or the wheel)</source>
            <translation>Zoom in (+ or the wheel)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="149" />
            <source>Zoom out</source>
            <translation>Zoom out</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="149" />
            <source>Zoom out (- or the wheel)</source>
            <translation>Zoom out (- or the wheel)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="150" />
            <source>Fit</source>
            <translation>Fit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="150" />
            <source>Show the whole board (F)</source>
            <translation>Show the whole board (F)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="151" />
            <source>Grid</source>
            <translation>Grid</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="151" />
            <source>Show a millimetre grid (G)</source>
            <translation>Show a millimetre grid (G)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="176" />
            <source>Undo %1</source>
            <translation>Undo %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="176" />
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="179" />
            <source>Redo %1</source>
            <translation>Redo %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/editor_widget.py" line="179" />
            <source>Redo</source>
            <translation>Redo</translation>
        </message>
    </context>
    <context>
        <name>BorderEditor</name>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="63" />
            <source>Border</source>
            <translation>Border</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="65" />
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="66" />
            <source>Wall</source>
            <translation>Wall</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="67" />
            <source>Door</source>
            <translation>Door</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="68" />
            <source>Window</source>
            <translation>Window</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="69" />
            <source>Climb</source>
            <translation>Climb</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="70" />
            <source>Jump gap</source>
            <translation>Jump gap</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="71" />
            <source>Fall only (first zone to second)</source>
            <translation>Fall only (first zone to second)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="75" />
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="75" />
            <source>Extra cost, first → second</source>
            <translation>Extra cost, first → second</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="76" />
            <source>Extra cost, second → first</source>
            <translation>Extra cost, second → first</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="76" />
            <source>Jump difficulty (0 = none)</source>
            <translation>Jump difficulty (0 = none)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/borders.py" line="77" />
            <source>Blocks line of sight</source>
            <translation>Blocks line of sight</translation>
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
            <location filename="../../editor/ui/board/checker_panel.py" line="77" />
            <source>No problem found.</source>
            <translation>No problem found.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/checker_panel.py" line="79" />
            <source>%1 error(s), %2 warning(s)</source>
            <translation>%1 error(s), %2 warning(s)</translation>
        </message>
    </context>
    <context>
        <name>DrawZoneTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="117" />
            <source>Draw zone</source>
            <translation>Draw zone</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="120" />
            <source>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</source>
            <translation>Click the corners of a zone (they snap to nearby corners and edges); Enter or double-click closes it, Backspace removes a point, Esc cancels.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="127" />
            <source>The outline crosses itself; move or remove a point.</source>
            <translation>The outline crosses itself; move or remove a point.</translation>
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
        <name>LibraryView</name>
        <message>
            <location filename="../../editor/ui/library_view.py" line="46" />
            <source>Zone board, solo AI</source>
            <translation>Zone board, solo AI</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="47" />
            <source>Eisdrachen (pas)</source>
            <translation>Eisdrachen (pas)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="48" />
            <source>D20 skirmish (cm)</source>
            <translation>D20 skirmish (cm)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="161" />
            <source>&lt;b&gt;Scenarios&lt;/b&gt;</source>
            <translation>&lt;b&gt;Scenarios&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="162" />
            <source>&lt;b&gt;Units&lt;/b&gt;</source>
            <translation>&lt;b&gt;Units&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="176" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="177" />
            <source>Title</source>
            <translation>Title</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="178" />
            <location filename="../../editor/ui/library_view.py" line="199" />
            <source>Rule system</source>
            <translation>Rule system</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="179" />
            <source>Size</source>
            <translation>Size</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="180" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="194" />
            <source>Hero</source>
            <translation>Hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="195" />
            <source>Villain</source>
            <translation>Villain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="196" />
            <source>Neutral</source>
            <translation>Neutral</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="199" />
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="199" />
            <source>Side</source>
            <translation>Side</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="199" />
            <source>Used by</source>
            <translation>Used by</translation>
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
                <numerusform>%n unit</numerusform>
                <numerusform>%n units</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="237" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figure</numerusform>
                <numerusform>%n figures</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LosMarkerTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="258" />
            <source>LOS marker</source>
            <translation>LOS marker</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="261" />
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
            <location filename="../../editor/ui/main_window.py" line="592" />
            <source>Skirmish Studio</source>
            <translation>Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="162" />
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="163" />
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="164" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="165" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="166" />
            <source>Modes</source>
            <translation>Modes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="170" />
            <source>&amp;Import scenario…</source>
            <translation>&amp;Import scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="171" />
            <source>Add a .skirmish file or scenario folder to the library</source>
            <translation>Add a .skirmish file or scenario folder to the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="175" />
            <source>&amp;Export scenario…</source>
            <translation>&amp;Export scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="176" />
            <source>Save the selected scenario as a .skirmish file</source>
            <translation>Save the selected scenario as a .skirmish file</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="180" />
            <source>&amp;Delete scenario</source>
            <translation>&amp;Delete scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="181" />
            <source>Remove the selected scenario from the library</source>
            <translation>Remove the selected scenario from the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="185" />
            <source>&amp;Open in editor</source>
            <translation>&amp;Open in editor</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="186" />
            <source>Edit the board of the selected scenario</source>
            <translation>Edit the board of the selected scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="190" />
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="191" />
            <source>Save the edited scenario to the library</source>
            <translation>Save the edited scenario to the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="195" />
            <source>&amp;Editor</source>
            <translation>&amp;Editor</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="196" />
            <source>The board of the scenario being edited</source>
            <translation>The board of the scenario being edited</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="200" />
            <source>&amp;Print cards…</source>
            <translation>&amp;Print cards…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="201" />
            <source>Print the cards, solo deck or river tiles of the selected scenario</source>
            <translation>Print the cards, solo deck or river tiles of the selected scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="203" />
            <source>&amp;Reload library</source>
            <translation>&amp;Reload library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="203" />
            <source>Read the library again</source>
            <translation>Read the library again</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="204" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="204" />
            <source>Close Skirmish Studio</source>
            <translation>Close Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="207" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferences…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="208" />
            <source>Language and library location</source>
            <translation>Language and library location</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="210" />
            <source>&amp;About Skirmish Studio</source>
            <translation>&amp;About Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="210" />
            <source>Version and licences</source>
            <translation>Version and licences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="211" />
            <source>&amp;Library</source>
            <translation>&amp;Library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="211" />
            <source>Scenarios and units of the library</source>
            <translation>Scenarios and units of the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="233" />
            <source>The library could not be opened</source>
            <translation>The library could not be opened</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/main_window.py" line="251" />
            <source>%n scenario(s) in the library</source>
            <translation>
                <numerusform>%n scenario in the library</numerusform>
                <numerusform>%n scenarios in the library</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="256" />
            <source>The library is read-only</source>
            <translation>The library is read-only</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="257" />
            <source>Choose a library you can write to in Preferences.</source>
            <translation>Choose a library you can write to in Preferences.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="273" />
            <source>Import failed</source>
            <translation>Import failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="277" />
            <source>Imported “%1”.</source>
            <translation>Imported “%1”.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="289" />
            <source>Export failed</source>
            <translation>Export failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="291" />
            <source>Exported to %1.</source>
            <translation>Exported to %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="302" />
            <source>Delete failed</source>
            <translation>Delete failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="306" />
            <source>Deleted “%1”; a backup of the library was kept.</source>
            <translation>Deleted “%1”; a backup of the library was kept.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="329" />
            <source>Import scenario</source>
            <translation>Import scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="331" />
            <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
            <translation>Skirmish scenarios (*.skirmish);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="339" />
            <source>Select a scenario to export first.</source>
            <translation>Select a scenario to export first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="345" />
            <source>Export scenario</source>
            <translation>Export scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="347" />
            <source>Skirmish scenarios (*.skirmish)</source>
            <translation>Skirmish scenarios (*.skirmish)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="360" />
            <source>Delete scenario</source>
            <translation>Delete scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="361" />
            <source>Delete “%1” from the library?</source>
            <translation>Delete “%1” from the library?</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="388" />
            <source>Select a scenario to edit first.</source>
            <translation>Select a scenario to edit first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="396" />
            <location filename="../../editor/ui/main_window.py" line="608" />
            <source>The scenario could not be read</source>
            <translation>The scenario could not be read</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="408" />
            <source>This version edits zone boards; free tables are edited in a later version.</source>
            <translation>This version edits zone boards; free tables are edited in a later version.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="441" />
            <source>Checker</source>
            <translation>Checker</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="452" />
            <source>This problem is not drawn on the board.</source>
            <translation>This problem is not drawn on the board.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="472" />
            <source>Save failed</source>
            <translation>Save failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="480" />
            <source>Saved.</source>
            <translation>Saved.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="493" />
            <source>Autosave failed: %1</source>
            <translation>Autosave failed: %1</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="495" />
            <source>Unsaved edits copied to the recovery folder.</source>
            <translation>Unsaved edits copied to the recovery folder.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="509" />
            <source>Recover unsaved edits</source>
            <translation>Recover unsaved edits</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="511" />
            <source>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</source>
            <translation>Skirmish Studio was closed with unsaved edits of: %1. Open them in the editor? (They stay in the recovery folder until you save or discard them.)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="526" />
            <source>Recovery failed</source>
            <translation>Recovery failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="548" />
            <source>Unsaved changes</source>
            <translation>Unsaved changes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="549" />
            <source>“%1” has unsaved changes. Save them first?</source>
            <translation>“%1” has unsaved changes. Save them first?</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="602" />
            <source>Select a scenario to print its cards.</source>
            <translation>Select a scenario to print its cards.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="617" />
            <source>Cards written to %1.</source>
            <translation>Cards written to %1.</translation>
        </message>
    </context>
    <context>
        <name>PolylineTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="66" />
            <source>Snapped to a vertex</source>
            <translation>Snapped to a vertex</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="66" />
            <source>Snapped to an edge</source>
            <translation>Snapped to an edge</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="96" />
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
            <location filename="../../editor/ui/board/tools.py" line="236" />
            <source>Reinforcement zones</source>
            <translation>Reinforcement zones</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="239" />
            <source>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</source>
            <translation>Click a zone to mark or unmark it as a reinforcement zone; they are numbered in reading order.</translation>
        </message>
    </context>
    <context>
        <name>SelectTool</name>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="154" />
            <source>Select</source>
            <translation>Select</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/tools.py" line="157" />
            <source>Click to select a zone, border or token; drag to move it; Delete removes the selected zones.</source>
            <translation>Click to select a zone, border or token; drag to move it; Delete removes the selected zones.</translation>
        </message>
    </context>
    <context>
        <name>WallTool</name>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="152" />
            <source>Draw wall</source>
            <translation>Draw wall</translation>
        </message>
        <message>
            <location filename="../../editor/ui/board/draw_tools.py" line="155" />
            <source>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</source>
            <translation>Click the points of a wall (they snap to corners and edges); Enter or double-click ends it, Esc cancels.</translation>
        </message>
    </context>
</TS>