import Foundation
import PackagePlugin

/// `swift package layoutlint [ARGUMENTS…]`: runs layoutlint, built from this package, from
/// any package that depends on it. Without arguments it lints the whole package
/// (`layoutlint lint <package folder>`); otherwise the arguments are layoutlint's own
/// (`swift package layoutlint lint Sources/App/Base.lproj`,
/// `swift package layoutlint explain crash.log`).
@main
struct LayoutlintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "layoutlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["lint", context.package.directoryURL.path] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("layoutlint exited with status \(process.terminationStatus)")
            throw PluginFailure.exitStatus(process.terminationStatus)
        }
    }
}

/// Why the plugin failed.
enum PluginFailure: Error, CustomStringConvertible {
    case exitStatus(Int32)

    var description: String {
        switch self {
        case .exitStatus(let status): "layoutlint exited with status \(status)"
        }
    }
}
