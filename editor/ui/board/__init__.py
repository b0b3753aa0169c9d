"""The board editor: the scene that projects a scenario's zone board, the view that zooms and
pans it, and the tools that turn mouse gestures into document commands (PRODUCT §4 "Author").

View state (selection, zoom, the LOS viewer, overlay colours) lives here and never reaches the
document; every change of the scenario goes through ``ScenarioDocument.execute``.
"""
