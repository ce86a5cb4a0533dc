import Foundation
import SwiftMock
import SwiftMock5Port
import XCTest

// The tests of the SwiftMock 5.x suite in Original/, ported with the changes
// that "Migrating from SwiftMock 5.x" names, and no other: compare them with
// `diff -u Original/SwiftMock5PortTests.swift.txt Tests/SwiftMock5PortTests.swift`.
// The original passes against SwiftMock 5.x (mflint/SwiftMock 6.3.0.1).
//
// Which change of the guide each test needed, by the guide's numbers:
//
// | test                                               | in the test   | in its mocks |
// | -------------------------------------------------- | ------------- | ------------ |
// | ArticleLoaderTests                                 |               |              |
// |   test_load_requestsTheArticle                     | 7, 8          | 1            |
// |   test_load_cachedArticle_isCached                 | 7, 8, 9       | 1            |
// |   test_load_whenTheContentArrives_showsItAndLogsIt | 7, 8          | 1            |
// | ReadingTrackerTests                                |               |              |
// |   test_articleOpened_logsItInTheBackground         | 7, 12         |              |
// | MenuTests                                          |               |              |
// |   test_items_searchOn_includesSearch               | 7             | 1            |
// |   test_items_everythingOff_isHomeAlone             | 7             | 1            |
// | CredentialStoreTests                               |               |              |
// |   test_remember_savesThePassword                   | 7             | 2            |
// |   test_remember_keychainLocked_fails               | 7             | 2            |
// |   test_password_readsTheKeychain                   | 7             | 1            |
// |   test_password_nothingStored_isNil                | 7, 9          | 1            |
// | ReaderViewModelTests                               |               |              |
// |   test_increaseFontSize_addsTwoPoints              | 4, 7          | 4            |
// | ProfileViewModelTests                              |               |              |
// |   test_load_showsASpinnerThenTheDisplayName        | 7, 10, 13     | 1            |
// |   test_load_offline_showsUnknown                   | 7, 10, 12, 14 | 1            |
// |   test_refresh_prefetchesAvatars                   | 7, 10, 11     |              |
// | ReadingListTests                                   |               |              |
// |   test_bookmark_savedArticle_addsItsID             | 7             | 3            |
// |   test_bookmark_unsavedArticle_addsItsTitle        | 7             | 3            |
//
//  1. `accept(…) as! T` and `as? T`: drop the cast; the return type is inferred.
//  2. `throwingAccept(args: [a, b])`: pass the arguments, `throwingAccept(a, b)`.
//  3. `accept(func: "name", a)`, `accept(func: "name", args: [a])`: the name
//     goes last, `accept(a, func: "name")`.
//  4. A property mocked as a stored property with `didSet { accept(value) }`,
//     which the code under test reads: `get { accept() } set { accept(newValue) }`,
//     and an expectation of the get.
//  7. `MockX.make()`: `MockX()`; `create(mockName:)`: `create(name:)`.
//  8. A `verify(file:line:)` helper: `verify(fileID:filePath:line:column:)`.
//  9. `.result(.success(v))`: `.returning(v)`; `.result(.failure(e))`: `.throwing(e)`.
// 10. `expect { await … }`: `await expect { await … }`.
// 11. `await mock.verify()`: `mock.verify()`.
// 12. A `verify()` that waited for a call made in the background:
//     `await verify(timeout:)`, in an `async` test.
// 13. `asyncReturning(v)` and `future.fulfill()`, holding the call:
//     `.suspended()`, `waitUntilReached()`, `resume(returning:)`; resume
//     before `verify()`.
// 14. `asyncThrowing(e)` and `future.fulfill()`, not held: `.throwing(e)`.
//
// (Changes 5 and 6 of the guide, `accept(file:line:)` and the 5.x
// initializer, are not used here.)

final class ArticleLoaderTests: XCTestCase {
  private let mockFetcher = MockWebContentFetcher()
  private let mockAnalytics = MockAnalytics()
  private var loader: ArticleLoader!
  private let towelURL = URL(string: "https://example.com/articles/towel")!

  override func setUp() {
    super.setUp()
    loader = ArticleLoader(fetcher: mockFetcher, analytics: mockAnalytics)
  }

  private func verify(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    mockFetcher.verify(fileID: fileID, filePath: filePath, line: line, column: column)
    mockAnalytics.verify(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func test_load_requestsTheArticle() {
    // expect
    mockFetcher.expect { $0.getWebContent(url: self.towelURL, completion: { _ in }) }
      .returning(.requesting)

    // when
    loader.load(path: "towel")

    // then
    XCTAssertEqual(loader.state, .requesting)
    verify()
  }

  func test_load_cachedArticle_isCached() {
    // expect
    mockFetcher.expect { $0.getWebContent(url: self.towelURL, completion: { _ in }) }
      .returning(.cached)

    // when
    loader.load(path: "towel")

    // then
    XCTAssertEqual(loader.state, .cached)
    verify()
  }

  func test_load_whenTheContentArrives_showsItAndLogsIt() {
    // expect
    var completion: ((Data) -> Void)?
    mockFetcher.expect { $0.getWebContent(url: self.towelURL, completion: { _ in }) }
      .doing { actionArgs in
        completion = actionArgs[0] as? (Data) -> Void
      }.returning(.requesting)
    mockAnalytics.expect {
      $0.log(event: "article-loaded", parameters: ["path": "towel", "bytes": "16"])
    }

    // when
    loader.load(path: "towel")
    completion?(Data("Don't Panic, Ford".prefix(16).utf8))

    // then
    XCTAssertEqual(loader.text, "Don't Panic, For")
    verify()
  }
}

final class ReadingTrackerTests: XCTestCase {
  private let mockAnalytics = MockAnalytics()

  func test_articleOpened_logsItInTheBackground() async {
    // given
    let tracker = ReadingTracker(analytics: mockAnalytics)

    // expect
    mockAnalytics.expect { $0.log(event: "article-opened", parameters: ["path": "towel"]) }

    // when
    tracker.articleOpened(path: "towel")

    // then
    await mockAnalytics.verify(timeout: .seconds(1))
  }
}

final class MenuTests: XCTestCase {
  private let mockToggle = MockFeatureToggle()

  func test_items_searchOn_includesSearch() {
    // given
    let menu = Menu(toggle: mockToggle)

    // expect
    mockToggle.expect { $0.isFeatureOn("search") }.returning(true)
    mockToggle.expect { $0.isFeatureOn("bookmarks") }.returning(false)

    // when
    let items = menu.items()

    // then
    XCTAssertEqual(items, ["Home", "Search"])
    mockToggle.verify()
  }

  func test_items_everythingOff_isHomeAlone() {
    // given
    let menu = Menu(toggle: mockToggle)

    // expect
    mockToggle.expect { $0.isFeatureOn("search") }.returning(false)
    mockToggle.expect { $0.isFeatureOn("bookmarks") }.returning(false)

    // when
    let items = menu.items()

    // then
    XCTAssertEqual(items, ["Home"])
    mockToggle.verify()
  }
}

final class CredentialStoreTests: XCTestCase {
  private let mockKeychain = MockKeychain()
  private var store: CredentialStore!

  override func setUp() {
    super.setUp()
    store = CredentialStore(keychain: mockKeychain)
  }

  func test_remember_savesThePassword() {
    // expect
    mockKeychain.expect { try $0.save("hunter2", forKey: "password") }

    // when
    let remembered = store.remember(password: "hunter2")

    // then
    XCTAssertTrue(remembered)
    mockKeychain.verify()
  }

  func test_remember_keychainLocked_fails() {
    // expect
    mockKeychain.expect { try $0.save("hunter2", forKey: "password") }
      .throwing(KeychainError.locked)

    // when
    let remembered = store.remember(password: "hunter2")

    // then
    XCTAssertFalse(remembered)
    mockKeychain.verify()
  }

  func test_password_readsTheKeychain() {
    // expect
    mockKeychain.expect { try $0.value(forKey: "password") }.returning("hunter2")

    // when
    let password = store.password()

    // then
    XCTAssertEqual(password, "hunter2")
    mockKeychain.verify()
  }

  func test_password_nothingStored_isNil() {
    // expect
    mockKeychain.expect { try $0.value(forKey: "password") }
      .throwing(KeychainError.notFound)

    // when
    let password = store.password()

    // then
    XCTAssertNil(password)
    mockKeychain.verify()
  }
}

final class ReaderViewModelTests: XCTestCase {
  private let mockSettings = MockReaderSettings()

  func test_increaseFontSize_addsTwoPoints() {
    // given
    let viewModel = ReaderViewModel(settings: mockSettings)

    // expect
    mockSettings.expect { $0.fontSize }.returning(12)
    mockSettings.expect { $0.fontSize = 14 }

    // when
    viewModel.increaseFontSize()

    // then
    mockSettings.verify()
  }
}

final class ProfileViewModelTests: XCTestCase {
  private let mockService = MockProfileService()
  private var viewModel: ProfileViewModel!

  override func setUp() {
    super.setUp()
    viewModel = ProfileViewModel(service: mockService, userID: 42)
  }

  func test_load_showsASpinnerThenTheDisplayName() async {
    // expect
    let call = await mockService.expect { try await $0.fetchDisplayName(userID: 42) }
      .suspended()

    // when
    let loading = Task { await viewModel.load() }

    // then
    await call.waitUntilReached()
    XCTAssertTrue(viewModel.isLoading)

    // when
    call.resume(returning: "Arthur Dent")
    await loading.value

    // then
    mockService.verify()
    XCTAssertFalse(viewModel.isLoading)
    XCTAssertEqual(viewModel.displayName, "Arthur Dent")
  }

  func test_load_offline_showsUnknown() async {
    // expect
    await mockService.expect { try await $0.fetchDisplayName(userID: 42) }
      .throwing(ProfileError.offline)

    // when
    let loading = Task { await viewModel.load() }

    // then
    await mockService.verify(timeout: .seconds(1))

    // when
    await loading.value

    // then
    XCTAssertEqual(viewModel.displayName, "Unknown")
  }

  func test_refresh_prefetchesAvatars() async {
    // expect
    await mockService.expect { await $0.prefetchAvatars() }

    // when
    await viewModel.refresh()

    // then
    mockService.verify()
  }
}

final class ReadingListTests: XCTestCase {
  private let mockBookmarks = MockBookmarks.create(name: "bookmarks")
  private var readingList: ReadingList!

  override func setUp() {
    super.setUp()
    readingList = ReadingList(bookmarks: mockBookmarks)
  }

  func test_bookmark_savedArticle_addsItsID() {
    // expect
    mockBookmarks.expect { $0.add(42) }

    // when
    readingList.bookmark(Article(id: 42, title: "Towel Day"))

    // then
    mockBookmarks.verify()
  }

  func test_bookmark_unsavedArticle_addsItsTitle() {
    // expect
    mockBookmarks.expect { $0.add("Towel Day") }

    // when
    readingList.bookmark(Article(id: nil, title: "Towel Day"))

    // then
    mockBookmarks.verify()
  }
}
