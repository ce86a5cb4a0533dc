import FakeDog
import Foundation
import Singleton
import SpyVsMock
import StubVsMock
import SwiftMock
import SwiftMockTestSupport
import TestDoubles
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The samples' stories, told again with the mocks the generator wrote for
// the samples' protocols (Mocks/), in place of the hand-written doubles.

/// `Reward` has no obvious empty value; the samples' tests choose the one a
/// mock without an answer gives, and so do these.
extension Reward: Defaultable {
  public static var mockDefault: Reward { .unsubscribed }
}

struct GeneratedSampleMocksTests {
  @Test func featureToggleStory_aMockedToggleFailsOnTheSecondFeaturesQuery() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let toggle = MockFeatureToggle()
      let renderer = MockViewRenderer()
      toggle.expect { $0.isFeatureOneOn() }.returning(true)
      renderer.expect { $0.renderFeatureOne() }

      let sut = MoreViewController(featureToggle: toggle, viewRenderer: renderer)
      callLine = #line; sut.loadFeatures()

      toggle.verify()
      renderer.verify()
    }
    let unexpected = expectedCallFailure(
      """
      [FeatureToggleProtocol] Unexpected call: isFeatureTwoOn()
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine, madeAt: line)
    #expect(failures.map(\.description) == ["\(#fileID):\(unexpected.line): \(unexpected.message)"])
    #expect(failures.map(\.filePath) == ["\(#filePath)"])
  }

  @Test func featureToggleStory_allowingTheQueriesKeepsTheRendererStrict() {
    let toggle = MockFeatureToggle()
    let renderer = MockViewRenderer()
    toggle.allow { $0.isFeatureOneOn() }.returning(true)
    toggle.allow { $0.isFeatureTwoOn() }
    renderer.expect { $0.renderFeatureOne() }

    MoreViewController(featureToggle: toggle, viewRenderer: renderer).loadFeatures()

    renderer.verify()
  }

  @Test func userManager_registeringSendsTheWelcomeEmail() {
    let logger = MockLoggerService()
    let cache = MockCacheService()
    let database = MockDatabaseHelper()
    let securityHelper = MockSecurityHelper()
    let notificationService = MockNotificationService()
    database.expect { $0.getUserPasswordHash(username: "carol") }
    database.expect { $0.addUser(username: "carol", passwordHash: "hashed_pw") }
    cache.expect { $0.set("carol", value: "hashed_pw") }
    logger.expect { $0.log("Registered carol") }
    notificationService.expect { $0.sendRegistrationEmail(username: "carol", success: true) }

    let sut = UserManager(
      logger: logger, cache: cache, database: database, securityHelper: securityHelper,
      notificationService: notificationService)
    #expect(sut.register(username: "carol", password: "pw"))

    logger.verify()
    cache.verify()
    database.verify()
    securityHelper.verify()
    notificationService.verify()
  }

  @Test func profileLoader_theMockReportsTheSecondTaskAsUnexpected() {
    let line = #line; let session = MockURLSession()
    let sut = ProfileLoader()
    sut.session = session
    let request = URLRequest(url: ProfileLoader.profileURL)
    let expectLine = #line; session.expect { $0.dataTask(with: request) { _, _, _ in } }

    var callLine = 0
    let failures = captureFailures {
      callLine = #line; sut.loadWithEagerRetry()
      session.verify()
    }

    let unexpected = expectedCallFailure(
      """
      [URLSessionProtocol] Unexpected call: \
      dataTask(with:completionHandler:) with (https://example.com/profile)
        already received: dataTask(with:completionHandler:) with (https://example.com/profile), \
      1 call (\(#fileID):\(expectLine))
        received: dataTask(with:completionHandler:) with (https://example.com/profile)
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine, madeAt: line)
    #expect(failures.map(\.description) == ["\(#fileID):\(unexpected.line): \(unexpected.message)"])
  }

  @Test func checkout_aSubscribedCustomerGets20PercentAbove100() {
    let customerManager = MockCustomerManager()
    customerManager.expect { $0.getReward() }.returning(.subscribed)

    #expect(
      CheckoutInteractor(customerManager: customerManager).calculate(with: .init(price: 200)) == 40)
    customerManager.verify()
  }

  @Test func happyFamily_dinnerFeedsDryFoodThenTableScraps() {
    let dog = MockDog()
    inOrder {
      dog.expect { $0.eat(food: .dry) }
      dog.expect { $0.eat(food: .tableScraps) }
    }

    HappyFamily(dog: dog).serveDinner()

    dog.verify()
  }

  @Test func happyFamily_greetingWithAGeneratedClassDouble_usesItsBark() {
    let dog = MockDog()
    dog.expect { $0.bark() }.returning("bork!")

    #expect(HappyFamily(dog: dog).greetTheDog() == "Hello! bork!")
    dog.verify()
  }
}
