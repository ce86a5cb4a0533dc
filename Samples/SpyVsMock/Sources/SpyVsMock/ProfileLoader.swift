import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads the signed-in user's profile.
public final class ProfileLoader {
  /// Where the profile is loaded from.
  public static let profileURL = URL(string: "https://example.com/profile")!

  /// The session requests go through; a test replaces it.
  public var session: any URLSessionProtocol = URLSession.shared

  /// Creates a loader that uses the shared session.
  public init() {}

  /// Starts loading the profile, once.
  public func load() {
    session.dataTask(with: URLRequest(url: Self.profileURL)) { _, _, _ in }.resume()
  }

  /// Starts loading the profile, and again as a retry: a bug the tests catch.
  public func loadWithEagerRetry() {
    load()
    load()
  }
}
