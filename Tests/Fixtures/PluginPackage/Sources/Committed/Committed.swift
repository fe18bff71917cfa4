// The Committed target's hand-written file; its model's classes are written by `swift package cdm-generate`.
public enum Committed {}
