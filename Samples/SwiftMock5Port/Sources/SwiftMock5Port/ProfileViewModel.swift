/// Why a profile could not be fetched.
public enum ProfileError: Error, Equatable {
  /// There is no network.
  case offline
}

/// Fetches what the app shows about a user.
public protocol ProfileFetching {
  /// The name the user with `userID` goes by.
  func fetchDisplayName(userID: Int) async throws -> String
  /// Fetches the avatars of the user's friends ahead of time.
  func prefetchAvatars() async
}

/// What the profile screen shows.
public final class ProfileViewModel {
  /// The name shown at the top of the screen.
  public private(set) var displayName = ""
  /// Whether the screen shows a spinner.
  public private(set) var isLoading = false

  private let service: any ProfileFetching
  private let userID: Int

  /// Creates the view model of the profile of the user with `userID`.
  public init(service: any ProfileFetching, userID: Int) {
    self.service = service
    self.userID = userID
  }

  /// Loads the display name; `Unknown` when it cannot be fetched.
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      displayName = try await service.fetchDisplayName(userID: userID)
    } catch {
      displayName = "Unknown"
    }
  }

  /// Gets the friends' avatars ready.
  public func refresh() async {
    await service.prefetchAvatars()
  }
}
