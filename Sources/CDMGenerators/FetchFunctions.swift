// Typed functions over the model's fetch requests (`@fetchFunctions`, issue 33 feature 3), in Swift and Objective-C.

import CDMModel

/// `@fetchFunctions` on a `generate swift` or `generate objc` line: for each `fetchRequest Name: Entity`, in the
/// entity's properties file, a function that returns the model's template with its `$VARIABLES` substituted
/// (typed parameters, as `ExpressionRules.variables(of:in:)` infers them) and one that runs it in a context.
///
/// The request is the one the compiled model holds, read with `NSManagedObjectModel`'s
/// `fetchRequestFromTemplate(withName:substitutionVariables:)` (NSManagedObjectModel.h:
/// `- (nullable NSFetchRequest *)fetchRequestFromTemplateWithName:(NSString *)name
/// substitutionVariables:(NSDictionary<NSString *, id> *)variables;`, which returns a copy), so its fetch
/// limit, batch size and other options are Xcode's and nothing of the predicate is written twice.
enum FetchFunctions {
    /// The fetch requests of `entity` (in the file's order) when the target asks for them.
    static func requests(of entity: Entity, model: Model, target: GenerateTarget) -> [FetchRequest] {
        guard target.fetchFunctions else { return [] }
        return model.fetchRequests.filter { $0.entity == entity.name }
    }

    /// What a request returns, by its `@resultType`: (Swift type, Objective-C type without `*`).
    static func resultType(_ request: FetchRequest, className: String) -> (swift: String, objc: String) {
        switch request.nonObjectResultType {
        case "objectID": return ("NSManagedObjectID", "NSManagedObjectID")
        case "dictionary": return ("NSDictionary", "NSDictionary")
        case "count": return ("NSNumber", "NSNumber")
        default: return (className, className)
        }
    }

    /// A parameter: the variable's name in the predicate, the Swift/Objective-C name, and its types.
    struct Parameter {
        var variable: String
        var name: String
        var swiftType: String
        var objcType: String
        /// The Objective-C argument's name: the label, with mogenerator's `_` after a C keyword (`default_`).
        var objcLocal: String { GeneratedNames.objcKeywords.contains(name) ? name + "_" : name }
    }

    /// The request's `$VARIABLES` as parameters, in order of first use. A variable nothing types (`$X.name == 1`,
    /// a Transformable) is `Any` / `id`: what the substitution dictionary takes.
    static func parameters(_ request: FetchRequest, model: Model) -> [Parameter] {
        var taken: Set<String> = ["managedObjectModel", "managedObjectContext", "error"]
        return ExpressionRules.variables(of: request, in: model).map { v in
            var name = parameterName(v.name)
            if taken.contains(name) {
                var n = 2
                while taken.contains(name + String(n)) { n += 1 }
                name += String(n)
            }
            taken.insert(name)
            var swift: String
            var objc: String
            switch v.type {
            case .attribute(let type): (swift, objc) = valueTypes(type)
            case .object(let entity):
                let cls = model.className(ofEntity: entity)
                (swift, objc) = (cls, cls + " *")
            case .unknown: (swift, objc) = ("Any", "id")
            }
            if v.isCollection {
                swift = "[\(swift)]"
                objc = "NSArray<\(objc)> *"
            }
            return Parameter(variable: v.name, name: name, swiftType: swift, objcType: objc)
        }
    }

    /// A value of an attribute type as Swift and Objective-C parameters take it (numbers are boxed in Objective-C).
    static func valueTypes(_ type: AttributeType) -> (String, String) {
        if let scalar = Naming.swiftScalarType(type) { return (scalar, "NSNumber *") }
        switch type {
        case .decimal: return ("NSDecimalNumber", "NSDecimalNumber *")
        case .string: return ("String", "NSString *")
        case .date: return ("Date", "NSDate *")
        case .data: return ("Data", "NSData *")
        case .uuid: return ("UUID", "NSUUID *")
        case .url: return ("URL", "NSURL *")
        case .objectID: return ("NSManagedObjectID", "NSManagedObjectID *")
        default: return ("Any", "id")
        }
    }

    /// `$SINCE` → `since`, `$MIN_AGE` → `minAge`, `$humanName` → `humanName`, `$URLString` → `urlString`.
    static func parameterName(_ variable: String) -> String {
        let parts = variable.split(separator: "_", omittingEmptySubsequences: true).map(String.init)
        if parts.count > 1, !variable.contains(where: \.isLowercase) {
            return parts.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : Naming.upperFirst($0.element.lowercased()) }.joined()
        }
        let upper = variable.prefix { $0.isUppercase }.count
        if upper == variable.count { return variable.lowercased() }
        if upper <= 1 { return Naming.lowerFirst(variable) }
        // An acronym before a word: all but its last capital, which starts the word.
        return variable.prefix(upper - 1).lowercased() + variable.dropFirst(upper - 1)
    }

    /// How the builder's comment names the request: `` `Recent` (`date > $SINCE`), its variables substituted ``, on one line.
    static func described(_ request: FetchRequest, quote: String) -> String {
        guard let predicate = request.predicate else { return "\(quote)\(request.name)\(quote), a copy" }
        let line = predicate.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(quote)\(request.name)\(quote) (\(quote)\(line)\(quote))" + (line.contains("$") ? ", its variables substituted" : ", a copy")
    }

    static func substitutions(_ parameters: [Parameter], swift: Bool) -> String {
        if parameters.isEmpty { return swift ? "[:]" : "@{}" }
        if swift { return "[" + parameters.map { "\(Naming.swiftString($0.variable)): \(Naming.swiftIdentifier($0.name))" }.joined(separator: ", ") + "]" }
        return "@{" + parameters.map { "\(Naming.objcString($0.variable)): \($0.objcLocal)" }.joined(separator: ", ") + "}"
    }

    // MARK: - Swift

    /// The extension of `entity`'s properties file (nothing when the option is off or it has no requests).
    static func swift(_ entity: Entity, model: Model, target: GenerateTarget) -> [String] {
        let requests = requests(of: entity, model: model, target: target)
        guard !requests.isEmpty else { return [] }
        let access = target.access == .public ? "public " : ""
        var lines = ["", "// MARK: Fetch requests", "extension \(entity.swiftClassName) {"]
        for request in requests {
            let result = resultType(request, className: entity.swiftClassName).swift
            let parameters = parameters(request, model: model)
            let declared = parameters.map { ", \(Naming.swiftIdentifier($0.name)): \($0.swiftType)" }.joined()
            let passed = parameters.map { ", \(Naming.swiftIdentifier($0.name)): \(Naming.swiftIdentifier($0.name))" }.joined()
            let name = request.functionStem
            let literal = Naming.swiftString(request.name)
            lines += [
                "",
                "    /// The model's fetch request \(described(request, quote: "`")).",
                "    @nonobjc \(access)class func fetchRequest\(name)(managedObjectModel: NSManagedObjectModel\(declared)) -> NSFetchRequest<\(result)> {",
                "        guard let request = managedObjectModel.fetchRequestFromTemplate(withName: \(literal), substitutionVariables: \(substitutions(parameters, swift: true))) else {",
                "            fatalError(\(Naming.swiftString("the managed object model has no fetch request named '\(request.name)'")))",
                "        }",
                "        return request as! NSFetchRequest<\(result)>",
                "    }",
                "",
                "    /// Runs the model's fetch request `\(request.name)` in the context; throws what the fetch throws.",
                "    @nonobjc \(access)class func fetch\(name)(managedObjectContext: NSManagedObjectContext\(declared)) throws -> [\(result)] {",
                "        guard let managedObjectModel = managedObjectContext.persistentStoreCoordinator?.managedObjectModel else {",
                "            fatalError(\(Naming.swiftString("the managed object context has no persistent store coordinator to read the fetch request '\(request.name)' from")))",
                "        }",
                "        return try managedObjectContext.fetch(fetchRequest\(name)(managedObjectModel: managedObjectModel\(passed)))",
                "    }",
            ]
        }
        lines.append("}")
        return lines
    }

    // MARK: - Objective-C

    static func objcDeclarations(_ entity: Entity, _ request: FetchRequest, model: Model) -> (builder: String, fetch: String) {
        let result = resultType(request, className: entity.swiftClassName).objc
        let parameters = parameters(request, model: model)
        let declared = parameters.map { " \($0.name):(\($0.objcType))\($0.objcLocal)" }.joined()
        let name = request.functionStem
        return (
            "+ (nullable NSFetchRequest<\(result) *> *)fetchRequest\(name):(NSManagedObjectModel *)managedObjectModel\(declared)",
            "+ (nullable NSArray<\(result) *> *)fetch\(name):(NSManagedObjectContext *)managedObjectContext\(declared) error:(NSError **)error"
        )
    }

    /// The category `entity`'s properties header declares, with the classes its parameters name.
    static func objcInterface(_ entity: Entity, model: Model, target: GenerateTarget) -> [String] {
        let requests = requests(of: entity, model: model, target: target)
        guard !requests.isEmpty else { return [] }
        var classes = Set<String>()
        for request in requests {
            for v in ExpressionRules.variables(of: request, in: model) {
                if case .object(let e) = v.type { classes.insert(model.className(ofEntity: e)) }
            }
        }
        classes.remove(entity.swiftClassName)
        var lines = [""]
        if !classes.isEmpty { lines += ["@class \(classes.sorted().joined(separator: ", "));", ""] }
        lines += ["@interface \(entity.swiftClassName) (CoreDataFetchRequests)"]
        for request in requests {
            let declarations = objcDeclarations(entity, request, model: model)
            lines += [
                "",
                "/// The model's fetch request \(described(request, quote: "")); nil when the model has none of that name.",
                declarations.builder + ";",
                "/// Runs the model's fetch request \(request.name) in the context, as executeFetchRequest:error: does.",
                declarations.fetch + ";",
            ]
        }
        lines += ["", "@end"]
        return lines
    }

    /// The category's implementation, at the end of `entity`'s properties `.m`.
    static func objcImplementation(_ entity: Entity, model: Model, target: GenerateTarget) -> [String] {
        let requests = requests(of: entity, model: model, target: target)
        guard !requests.isEmpty else { return [] }
        let cls = entity.swiftClassName
        var lines = ["", "@implementation \(cls) (CoreDataFetchRequests)"]
        for request in requests {
            let declarations = objcDeclarations(entity, request, model: model)
            let parameters = parameters(request, model: model)
            let name = request.functionStem
            let passed = parameters.map { " \($0.name):\($0.objcLocal)" }.joined()
            lines += [
                "",
                // Nullability is the header's: an annotation here would ask it of every pointer in the file.
                declarations.builder.replacingOccurrences(of: "(nullable ", with: "(") + " {",
                "\treturn [managedObjectModel fetchRequestFromTemplateWithName:\(Naming.objcString(request.name)) substitutionVariables:\(substitutions(parameters, swift: false))];",
                "}",
                "",
                declarations.fetch.replacingOccurrences(of: "(nullable ", with: "(") + " {",
                "\tNSFetchRequest *request = [\(cls) fetchRequest\(name):managedObjectContext.persistentStoreCoordinator.managedObjectModel\(passed)];",
                "\tNSCAssert(request != nil, \(Naming.objcString("the managed object model has no fetch request named '\(request.name)'")));",
                "\treturn [managedObjectContext executeFetchRequest:request error:error];",
                "}",
            ]
        }
        lines += ["", "@end"]
        return lines
    }
}
