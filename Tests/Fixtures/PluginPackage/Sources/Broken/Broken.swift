// The Broken target's only Swift file: the target builds only when its model is fixed.
public enum Broken {}
