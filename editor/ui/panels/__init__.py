"""Editor panels docked beside the board: each is a view of the scenario document."""
