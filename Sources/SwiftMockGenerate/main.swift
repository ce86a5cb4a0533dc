import Foundation
import MockGeneratorCore

// SwiftMockGenerate: writes a mock per protocol of a module, from the
// module's symbol graph. The generate-mocks command plugin runs it; it also
// runs on its own, on a folder that swift-symbolgraph-extract wrote. What it
// does is GenerateCommand, in MockGeneratorCore, where it is tested.

let outcome = GenerateCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
for line in outcome.errors {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
for line in outcome.output {
  print(line)
}
exit(outcome.status.rawValue)
