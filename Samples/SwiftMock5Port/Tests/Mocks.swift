import Foundation
import SwiftMock
import SwiftMock5Port

// The mocks of the SwiftMock 5.x suite in Original/, ported with the changes
// the migration guide names; SwiftMock5PortTests.swift lists them.

final class MockWebContentFetcher: Mock<WebContentFetching>, WebContentFetching {
  func getWebContent(url: URL, completion: @escaping (Data) -> Void) -> RequestState {
    return accept(checkArgs: [url], actionArgs: [completion])
  }
}

final class MockAnalytics: Mock<AnalyticsLogging>, AnalyticsLogging {
  func log(event: String, parameters: [String: String]) {
    accept(event, parameters)
  }
}

final class MockFeatureToggle: Mock<FeatureToggling>, FeatureToggling {
  func isFeatureOn(_ name: String) -> Bool {
    return accept(name)
  }
}

final class MockKeychain: Mock<KeychainStoring>, KeychainStoring {
  func save(_ value: String, forKey key: String) throws {
    try throwingAccept(value, key)
  }

  func value(forKey key: String) throws -> String {
    return try throwingAccept(key)
  }
}

final class MockReaderSettings: Mock<ReaderSettings>, ReaderSettings {
  var fontSize: Int {
    get { accept() }
    set { accept(newValue) }
  }
}

final class MockProfileService: Mock<ProfileFetching>, ProfileFetching {
  func fetchDisplayName(userID: Int) async throws -> String {
    return try await throwingAccept(userID)
  }

  func prefetchAvatars() async {
    await accept()
  }
}

final class MockBookmarks: Mock<Bookmarking>, Bookmarking {
  // Both members are `add(_:)` to `#function`, and 5.x compares arguments
  // by their text, so `add(42)` and `add("42")` would be the same call:
  // each member names itself.
  func add(_ articleID: Int) {
    accept(articleID, func: "addArticleID")
  }

  func add(_ title: String) {
    accept(title, func: "addTitle")
  }
}
