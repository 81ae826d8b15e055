"""The measuring tools: the arena (AI against AI, with Wilson intervals), the benchmarks and the
soak. They are commands for developers (``python -m ganesha.arena``, ``python -m ganesha.bench``);
the app never imports them. They may import anything below the UI, and the UI's loop for the
frame-time benchmarks.
"""
