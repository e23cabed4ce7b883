import Foundation

/// Every subcommand, in the order `linkproof --help` lists them.
let commands: [any Command.Type] = [
    URLCommand.self,
    RouteCommand.self,
    ManifestCommand.self,
    AASACommand.self,
    AndroidCommand.self,
    AssetLinksCommand.self,
    StoreCommand.self,
    ConformCommand.self,
    ReviewCommand.self,
    DiffCommand.self,
    ShortenCommand.self,
    ResolveCommand.self,
    GenCommand.self,
    InitCommand.self,
    FuzzCommand.self,
]

exit(CLI.main(Arguments.processWords, commands: commands).rawValue)
