import Foundation

/// The package directory the generator writes in, and the check that a path
/// it is asked to write or remove stays inside it, symbolic links followed.
///
/// The generator runs in the package's directory: `--output`, every file it
/// writes or removes there, and `--save-symbol-graph` must lead to a place
/// inside it. A path that does not, as written (`../elsewhere`, `/tmp/x`)
/// or through a symbolic link on the way, is refused before anything is
/// written.
struct PackageBoundary {
  /// The package directory, as the command was given it.
  let directory: String
  /// The package directory with every symbolic link in it followed.
  let resolvedDirectory: String

  init(_ directory: URL) {
    var path = directory.path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    self.directory = path
    resolvedDirectory = Self.resolved(path, followingLinks: true) ?? path
  }

  /// Throws an error naming `subject` (such as `--output ../elsewhere`) when
  /// `path`, read from the package directory, leads outside it.
  func check(_ path: String, as subject: String) throws {
    guard let resolved = Self.resolved(absolute(path), followingLinks: true) else {
      throw GenerateCommand.CommandError(
        """
        \(subject) leads through too many symbolic links to tell where it is; the generator \
        writes only inside the package directory \(directory), so nothing was written
        """)
    }
    guard !contains(resolved, in: resolvedDirectory) else { return }
    let written = Self.resolved(absolute(path), followingLinks: false) ?? path
    let way =
      contains(written, in: directory)
      ? "leads through a symbolic link to \(resolved), which is" : "is"
    throw GenerateCommand.CommandError(
      """
      \(subject) \(way) outside the package directory \(directory); the generator writes only \
      inside the package, so nothing was written
      """)
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : directory + "/" + path
  }

  private func contains(_ path: String, in folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// The absolute path `path` names, its `.` and `..` components read in
  /// order, and when `followingLinks`, each symbolic link on the way
  /// replaced by what it leads to, as the file system reads it; `nil` when
  /// links lead to links more than 40 times. The components after the last
  /// one that exists are taken as they are: they are folders to create.
  static func resolved(_ path: String, followingLinks: Bool) -> String? {
    var pending = path.split(separator: "/").map(String.init).reversed() as [String]
    var components: [String] = []
    var linksFollowed = 0
    while let component = pending.popLast() {
      switch component {
      case ".":
        continue
      case "..":
        if !components.isEmpty { components.removeLast() }
      default:
        let candidate = "/" + (components + [component]).joined(separator: "/")
        guard followingLinks,
          let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate)
        else {
          components.append(component)
          continue
        }
        linksFollowed += 1
        if linksFollowed > 40 { return nil }
        if target.hasPrefix("/") { components = [] }
        pending += target.split(separator: "/").map(String.init).reversed()
      }
    }
    return "/" + components.joined(separator: "/")
  }
}
