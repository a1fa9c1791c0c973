"""A fifth game that lives in the tests only: it proves that a new game is a rules
module, a registry entry, a client package and tests, and touches no shared module."""
