import SwiftMock
import TestDoubles
import Testing

/// Signing up: what ends up in the database (a fake) and the welcome email
/// (a mock) are what each outcome must get right.
struct UserManagerRegisterTests {
  let fixture = UserManagerFixture()

  @Test(arguments: [("", "secret"), ("carol", "")])
  func emptyUsernameOrPassword_isRefused(username: String, password: String) {
    #expect(!fixture.sut.register(username: username, password: password))

    #expect(fixture.database.users.isEmpty)
    fixture.notificationService.verify()
  }

  @Test func takenUsername_isRefusedAndKeepsTheExistingUser() {
    fixture.database.addUser(username: "carol", passwordHash: "hashed_old")

    #expect(!fixture.sut.register(username: "carol", password: "new"))

    #expect(fixture.database.users == ["carol": "hashed_old"])
    fixture.notificationService.verify()
  }

  @Test func newUser_isStoredHashedAndWelcomed() {
    fixture.notificationService.expect {
      $0.sendRegistrationEmail(username: "carol", success: true)
    }

    #expect(fixture.sut.register(username: "carol", password: "secret"))

    #expect(fixture.database.users == ["carol": "hashed_secret"])
    fixture.notificationService.verify()
  }
}
