import SwiftMock
import TestDoubles
import Testing

/// Signing in: the security record (a spy) and the email (a mock) are what
/// each outcome must get right.
struct UserManagerAuthenticateTests {
  let fixture = UserManagerFixture()

  @Test func cacheHit_rightPassword_succeedsAndSendsASuccessEmail() {
    fixture.cache.given { $0.get("alice") }.returning("hashed_secret")
    fixture.notificationService.expect {
      $0.sendAuthenticationEmail(username: "alice", success: true)
    }

    #expect(fixture.sut.authenticate(username: "alice", password: "secret"))

    fixture.securityHelper.verifyReceived {
      $0.recordAuthenticationAttempt(username: "alice", success: true)
    }
    fixture.notificationService.verify()
  }

  @Test func cacheHit_wrongPassword_failsAndRecordsAFailedAttempt() {
    fixture.cache.given { $0.get("alice") }.returning("hashed_secret")
    fixture.notificationService.expect {
      $0.sendAuthenticationEmail(username: "alice", success: false)
    }

    #expect(!fixture.sut.authenticate(username: "alice", password: "guess"))

    fixture.securityHelper.verifyReceived {
      $0.recordAuthenticationAttempt(username: "alice", success: false)
    }
    fixture.notificationService.verify()
  }

  @Test func cacheMiss_databaseHit_succeedsWithTheStoredHash() {
    fixture.database.addUser(username: "bob", passwordHash: "hashed_hunter2")
    fixture.notificationService.expect {
      $0.sendAuthenticationEmail(username: "bob", success: true)
    }

    #expect(fixture.sut.authenticate(username: "bob", password: "hunter2"))

    fixture.securityHelper.verifyReceived {
      $0.recordAuthenticationAttempt(username: "bob", success: true)
    }
    fixture.notificationService.verify()
  }

  /// A computed answer: the stub cache answers each key from a table the
  /// test keeps, so one `given` serves every user the test signs in.
  @Test func cacheAnswersEachKeyFromATable_bothUsersSignIn() {
    let hashes = ["alice": "hashed_secret", "bob": "hashed_hunter2"]
    fixture.cache.given { $0.get(any()) }.returning { (key: String) in hashes[key] }
    fixture.notificationService.expect {
      $0.sendAuthenticationEmail(username: "alice", success: true)
    }
    fixture.notificationService.expect {
      $0.sendAuthenticationEmail(username: "bob", success: true)
    }

    #expect(fixture.sut.authenticate(username: "alice", password: "secret"))
    #expect(fixture.sut.authenticate(username: "bob", password: "hunter2"))

    fixture.securityHelper.verifyReceived {
      $0.recordAuthenticationAttempt(username: "alice", success: true)
    }
    fixture.securityHelper.verifyReceived {
      $0.recordAuthenticationAttempt(username: "bob", success: true)
    }
    fixture.notificationService.verify()
  }

  @Test func unknownUser_failsAndWarnsByEmail() {
    fixture.notificationService.expect {
      $0.sendFailedAuthenticationAttemptEmail(username: "eve", success: false)
    }

    #expect(!fixture.sut.authenticate(username: "eve", password: "anything"))

    fixture.securityHelper.verifyReceived {
      $0.recordAuthenticationAttempt(username: "eve", success: false)
    }
    fixture.notificationService.verify()
  }
}
