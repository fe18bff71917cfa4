// The app's own types that corpus models name in `Transformable<Class>`, declared so the generated code typechecks on Linux (framework classes come from Frameworks/).

import Foundation

public class Color: NSObject {}
public class CustomClass: NSObject {}
