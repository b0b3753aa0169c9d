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
            <location filename="../../editor/ui/about_dialog.py" line="25" />
            <source>Scenario editor, card printer and solo play assistant for miniature skirmish games.</source>
            <translation>Scenario editor, card printer and solo play assistant for miniature skirmish games.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="26" />
            <source>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</source>
            <translation>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="27" />
            <source>Built with Qt %1 and PySide6.</source>
            <translation>Built with Qt %1 and PySide6.</translation>
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
            <location filename="../../editor/ui/library_view.py" line="159" />
            <source>&lt;b&gt;Scenarios&lt;/b&gt;</source>
            <translation>&lt;b&gt;Scenarios&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="160" />
            <source>&lt;b&gt;Units&lt;/b&gt;</source>
            <translation>&lt;b&gt;Units&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <source>Title</source>
            <translation>Title</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <location filename="../../editor/ui/library_view.py" line="178" />
            <source>Rule system</source>
            <translation>Rule system</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <source>Size</source>
            <translation>Size</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="176" />
            <source>Hero</source>
            <translation>Hero</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="176" />
            <source>Villain</source>
            <translation>Villain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="176" />
            <source>Neutral</source>
            <translation>Neutral</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="178" />
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="178" />
            <source>Side</source>
            <translation>Side</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="178" />
            <source>Used by</source>
            <translation>Used by</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="191" />
            <source>%n zone(s)</source>
            <translation>
                <numerusform>%n zone</numerusform>
                <numerusform>%n zones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="207" />
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n unit</numerusform>
                <numerusform>%n units</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="208" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figure</numerusform>
                <numerusform>%n figures</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../editor/ui/main_window.py" line="113" />
            <source>Skirmish Studio</source>
            <translation>Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="114" />
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="115" />
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="116" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="117" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="118" />
            <source>Modes</source>
            <translation>Modes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="120" />
            <source>&amp;Import scenario…</source>
            <translation>&amp;Import scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="120" />
            <source>Add a .skirmish file or scenario folder to the library</source>
            <translation>Add a .skirmish file or scenario folder to the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="121" />
            <source>&amp;Export scenario…</source>
            <translation>&amp;Export scenario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="121" />
            <source>Save the selected scenario as a .skirmish file</source>
            <translation>Save the selected scenario as a .skirmish file</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="122" />
            <source>&amp;Delete scenario</source>
            <translation>&amp;Delete scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="122" />
            <source>Remove the selected scenario from the library</source>
            <translation>Remove the selected scenario from the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="123" />
            <source>&amp;Reload library</source>
            <translation>&amp;Reload library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="123" />
            <source>Read the library again</source>
            <translation>Read the library again</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="124" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="124" />
            <source>Close Skirmish Studio</source>
            <translation>Close Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="125" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferences…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="125" />
            <source>Language and library location</source>
            <translation>Language and library location</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="126" />
            <source>&amp;About Skirmish Studio</source>
            <translation>&amp;About Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="126" />
            <source>Version and licences</source>
            <translation>Version and licences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="127" />
            <source>&amp;Library</source>
            <translation>&amp;Library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="127" />
            <source>Scenarios and units of the library</source>
            <translation>Scenarios and units of the library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="148" />
            <source>The library could not be opened</source>
            <translation>The library could not be opened</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/main_window.py" line="165" />
            <source>%n scenario(s) in the library</source>
            <translation>
                <numerusform>%n scenario in the library</numerusform>
                <numerusform>%n scenarios in the library</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="169" />
            <source>The library is read-only</source>
            <translation>The library is read-only</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="170" />
            <source>Choose a library you can write to in Preferences.</source>
            <translation>Choose a library you can write to in Preferences.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="185" />
            <source>Import failed</source>
            <translation>Import failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="189" />
            <source>Imported “%1”.</source>
            <translation>Imported “%1”.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="201" />
            <source>Export failed</source>
            <translation>Export failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="203" />
            <source>Exported to %1.</source>
            <translation>Exported to %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="214" />
            <source>Delete failed</source>
            <translation>Delete failed</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="218" />
            <source>Deleted “%1”; a backup of the library was kept.</source>
            <translation>Deleted “%1”; a backup of the library was kept.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="232" />
            <source>Import scenario</source>
            <translation>Import scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="233" />
            <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
            <translation>Skirmish scenarios (*.skirmish);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="240" />
            <source>Select a scenario to export first.</source>
            <translation>Select a scenario to export first.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="242" />
            <source>Export scenario</source>
            <translation>Export scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="243" />
            <source>Skirmish scenarios (*.skirmish)</source>
            <translation>Skirmish scenarios (*.skirmish)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="251" />
            <source>Delete scenario</source>
            <translation>Delete scenario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="252" />
            <source>Delete “%1” from the library?</source>
            <translation>Delete “%1” from the library?</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="65" />
            <source>Preferences</source>
            <translation>Preferences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="66" />
            <source>&amp;Language:</source>
            <translation>&amp;Language:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="67" />
            <source>Library &amp;file:</source>
            <translation>Library &amp;file:</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="68" />
            <source>&amp;Browse…</source>
            <translation>&amp;Browse…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="69" />
            <source>&amp;Default</source>
            <translation>&amp;Default</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="70" />
            <source>Use the default library in your user data folder</source>
            <translation>Use the default library in your user data folder</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="71" />
            <source>Leave empty to use the default library</source>
            <translation>Leave empty to use the default library</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="89" />
            <source>Library file</source>
            <translation>Library file</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="90" />
            <source>Skirmish Studio library (*.sqlite)</source>
            <translation>Skirmish Studio library (*.sqlite)</translation>
        </message>
    </context>
</TS>