"""What the player hears: the effects (:mod:`.effects`, the sound board), the music
(:mod:`.music`: a loop per screen, stings, fades), the one mixer both open (:mod:`.mixer`), and
which effect each event at the table deserves (:mod:`.table_sounds`).

A room of its own because sound is one job: it listens to the menus and the table (it may import
them and the kit) and only the shell, which owns the loop, imports it.
"""
