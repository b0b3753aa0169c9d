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
            <location filename="../../editor/ui/about_dialog.py" line="25" />
            <source>Scenario editor, card printer and solo play assistant for miniature skirmish games.</source>
            <translation>Éditeur de scénarios, impression de cartes et assistant de jeu solo pour les jeux d’escarmouche avec figurines.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="26" />
            <source>Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1).</source>
            <translation>Polices : Noto Sans, Noto Sans Symbols et Symbols 2 (SIL Open Font License 1.1).</translation>
        </message>
        <message>
            <location filename="../../editor/ui/about_dialog.py" line="27" />
            <source>Built with Qt %1 and PySide6.</source>
            <translation>Réalisé avec Qt %1 et PySide6.</translation>
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
            <location filename="../../editor/ui/library_view.py" line="159" />
            <source>&lt;b&gt;Scenarios&lt;/b&gt;</source>
            <translation>&lt;b&gt;Scénarios&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="160" />
            <source>&lt;b&gt;Units&lt;/b&gt;</source>
            <translation>&lt;b&gt;Unités&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <location filename="../../editor/ui/library_view.py" line="178" />
            <source>Rule system</source>
            <translation>Système de règles</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="173" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="176" />
            <source>Hero</source>
            <translation>Héros</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="176" />
            <source>Villain</source>
            <translation>Vilain</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="176" />
            <source>Neutral</source>
            <translation>Neutre</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="178" />
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="178" />
            <source>Side</source>
            <translation>Camp</translation>
        </message>
        <message>
            <location filename="../../editor/ui/library_view.py" line="178" />
            <source>Used by</source>
            <translation>Utilisée par</translation>
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
                <numerusform>%n unité</numerusform>
                <numerusform>%n unités</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/library_view.py" line="208" />
            <source>%n figure(s)</source>
            <translation>
                <numerusform>%n figurine</numerusform>
                <numerusform>%n figurines</numerusform>
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
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="115" />
            <source>&amp;Edit</source>
            <translation>&amp;Édition</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="116" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="117" />
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="118" />
            <source>Modes</source>
            <translation>Modes</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="120" />
            <source>&amp;Import scenario…</source>
            <translation>&amp;Importer un scénario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="120" />
            <source>Add a .skirmish file or scenario folder to the library</source>
            <translation>Ajouter un fichier .skirmish ou un dossier de scénario à la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="121" />
            <source>&amp;Export scenario…</source>
            <translation>&amp;Exporter le scénario…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="121" />
            <source>Save the selected scenario as a .skirmish file</source>
            <translation>Enregistrer le scénario sélectionné dans un fichier .skirmish</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="122" />
            <source>&amp;Delete scenario</source>
            <translation>&amp;Supprimer le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="122" />
            <source>Remove the selected scenario from the library</source>
            <translation>Retirer le scénario sélectionné de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="123" />
            <source>&amp;Reload library</source>
            <translation>&amp;Recharger la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="123" />
            <source>Read the library again</source>
            <translation>Relire la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="124" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="124" />
            <source>Close Skirmish Studio</source>
            <translation>Fermer Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="125" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="125" />
            <source>Language and library location</source>
            <translation>Langue et emplacement de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="126" />
            <source>&amp;About Skirmish Studio</source>
            <translation>À &amp;propos de Skirmish Studio</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="126" />
            <source>Version and licences</source>
            <translation>Version et licences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="127" />
            <source>&amp;Library</source>
            <translation>&amp;Bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="127" />
            <source>Scenarios and units of the library</source>
            <translation>Scénarios et unités de la bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="148" />
            <source>The library could not be opened</source>
            <translation>La bibliothèque n’a pas pu être ouverte</translation>
        </message>
        <message numerus="yes">
            <location filename="../../editor/ui/main_window.py" line="165" />
            <source>%n scenario(s) in the library</source>
            <translation>
                <numerusform>%n scénario dans la bibliothèque</numerusform>
                <numerusform>%n scénarios dans la bibliothèque</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="169" />
            <source>The library is read-only</source>
            <translation>La bibliothèque est en lecture seule</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="170" />
            <source>Choose a library you can write to in Preferences.</source>
            <translation>Choisissez dans les Préférences une bibliothèque modifiable.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="185" />
            <source>Import failed</source>
            <translation>Échec de l’importation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="189" />
            <source>Imported “%1”.</source>
            <translation>« %1 » a été importé.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="201" />
            <source>Export failed</source>
            <translation>Échec de l’exportation</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="203" />
            <source>Exported to %1.</source>
            <translation>Exporté vers %1.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="214" />
            <source>Delete failed</source>
            <translation>Échec de la suppression</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="218" />
            <source>Deleted “%1”; a backup of the library was kept.</source>
            <translation>« %1 » a été supprimé ; une sauvegarde de la bibliothèque a été conservée.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="232" />
            <source>Import scenario</source>
            <translation>Importer un scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="233" />
            <source>Skirmish scenarios (*.skirmish);;All files (*)</source>
            <translation>Scénarios Skirmish (*.skirmish);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="240" />
            <source>Select a scenario to export first.</source>
            <translation>Sélectionnez d’abord un scénario à exporter.</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="242" />
            <source>Export scenario</source>
            <translation>Exporter le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="243" />
            <source>Skirmish scenarios (*.skirmish)</source>
            <translation>Scénarios Skirmish (*.skirmish)</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="251" />
            <source>Delete scenario</source>
            <translation>Supprimer le scénario</translation>
        </message>
        <message>
            <location filename="../../editor/ui/main_window.py" line="252" />
            <source>Delete “%1” from the library?</source>
            <translation>Supprimer « %1 » de la bibliothèque ?</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="65" />
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="66" />
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="67" />
            <source>Library &amp;file:</source>
            <translation>&amp;Fichier de bibliothèque :</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="68" />
            <source>&amp;Browse…</source>
            <translation>&amp;Parcourir…</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="69" />
            <source>&amp;Default</source>
            <translation>Par &amp;défaut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="70" />
            <source>Use the default library in your user data folder</source>
            <translation>Utiliser la bibliothèque par défaut de votre dossier de données</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="71" />
            <source>Leave empty to use the default library</source>
            <translation>Laisser vide pour utiliser la bibliothèque par défaut</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="89" />
            <source>Library file</source>
            <translation>Fichier de bibliothèque</translation>
        </message>
        <message>
            <location filename="../../editor/ui/preferences_dialog.py" line="90" />
            <source>Skirmish Studio library (*.sqlite)</source>
            <translation>Bibliothèque Skirmish Studio (*.sqlite)</translation>
        </message>
    </context>
</TS>