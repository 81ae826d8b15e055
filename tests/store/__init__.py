"""The player's files (ganesha/store): one rule of each file per test."""
