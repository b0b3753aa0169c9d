"""Cards drawn with Qt: the one renderer of a card face (print, preview, play window), the page
composer that puts faces on PDF, printer or image pages, the print-on-demand PNG faces, the
print dialog and the Qt side of ``skirmish-studio cards``. The geometry and the fields come
from the Qt-free ``editor.cards``.
"""
