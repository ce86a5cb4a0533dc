import SwiftMock
import SwiftMockTestSupport
import Testing

/// Overrides that take a closure, written
/// `accept(checkArgs:actionArgs:real:)` and its throwing and `async`
/// forms: the real implementation runs only for a call the test asked it
/// for, after the expectation's action, and is given the closure the call
/// was given.
struct ClassDoubleCheckingArgumentsPartialTests {
  @Test(arguments: KettleKind.allCases)
  func aClosureTakingOverrideRunsItsRealImplementationAfterTheAction(kind: KettleKind) async {
    let kettle = kind.kettle()
    await kettle.answering { $0.boil(then: { _ in }) }
      .doing { actionArgs in (actionArgs[0] as? (Int) -> Void)?(1) }
      .callingRealImplementation()
    let heard = LockedValue<[Int]>([])
    #expect(kettle.boil(then: { value in heard.withLock { $0.append(value) } }) == 100)
    #expect(heard.withLock { $0 } == [1, 100])
    #expect(kettle.realWork == ["boil"])
  }

  @Test(arguments: KettleKind.allCases)
  func aClosureTakingOverrideReturningNothingRunsItsRealImplementation(kind: KettleKind) async {
    let kettle = kind.kettle()
    await kettle.answering { $0.whistle { _ in } }.callingRealImplementation()
    let heard = LockedValue<[String]>([])
    kettle.whistle { tune in heard.withLock { $0.append(tune) } }
    #expect(heard.withLock { $0 } == ["real"])
    #expect(kettle.realWork == ["whistle"])
  }

  @Test(arguments: KettleKind.allCases)
  func aClosureTakingOverrideNotAskedForItsRealImplementationAnswersAsTheTestSays(
    kind: KettleKind
  ) async {
    let kettle = kind.kettle()
    await kettle.answering { $0.boil(then: { _ in }) }.returning(3)
    #expect(kettle.boil(then: { _ in }) == 3)
    #expect(kettle.realWork.isEmpty)
  }

  @Test(arguments: KettleKind.allCases)
  func aThrowingClosureTakingOverrideThrowsWhatItsRealImplementationThrows(kind: KettleKind)
    async
  {
    let kettle = kind.kettle()
    await kettle.answering { try $0.descale(progress: { _ in }) }.callingRealImplementation()
    let heard = LockedValue<[Int]>([])
    #expect(throws: KettleError.cold) {
      try kettle.descale { value in heard.withLock { $0.append(value) } }
    }
    #expect(heard.withLock { $0 } == [50])
    #expect(kettle.realWork == ["descale"])
  }

  @Test(arguments: KettleKind.allCases)
  func anAsyncClosureTakingOverrideAwaitsItsRealImplementation(kind: KettleKind) async {
    let kettle = kind.kettle()
    await kettle.answering { await $0.heat(to: 90, progress: { _ in }) }
      .callingRealImplementation()
    let heard = LockedValue<[Int]>([])
    #expect(await kettle.heat(to: 90) { value in heard.withLock { $0.append(value) } } == 90)
    #expect(heard.withLock { $0 } == [90])
    #expect(kettle.realWork == ["heat(to: 90)"])
  }

  @Test(arguments: KettleKind.allCases)
  func anAsyncThrowingClosureTakingOverrideReturnsWhatItsRealImplementationReturns(
    kind: KettleKind
  ) async throws {
    let kettle = kind.kettle()
    await kettle.answering { try await $0.steam(progress: { _ in }) }
      .callingRealImplementation()
    #expect(try await kettle.steam(progress: { _ in }) == 7)
    #expect(kettle.realWork == ["steam"])
  }

  @Test(arguments: KettleKind.allCases)
  func aTypedThrowingClosureTakingOverrideReturnsOrThrowsWhatItsRealImplementationDoes(
    kind: KettleKind
  ) async throws {
    let kettle = kind.kettle()
    await kettle.answeringTyped { try $0.fill(cups: 2, progress: { _ in }) }
      .callingRealImplementation()
    await kettle.answeringTyped { try $0.fill(cups: 5, progress: { _ in }) }
      .callingRealImplementation()
    #expect(try kettle.fill(cups: 2, progress: { _ in }) == 2)
    do throws(KettleError) {
      _ = try kettle.fill(cups: 5, progress: { _ in })
      Issue.record("fill(cups: 5) returned")
    } catch {
      #expect(error == .overfilled(5))
    }
    #expect(kettle.realWork == ["fill(cups: 2)", "fill(cups: 5)"])
  }

  @Test(arguments: KettleKind.allCases)
  func anAsyncTypedThrowingClosureTakingOverrideThrowsWhatItsRealImplementationThrows(
    kind: KettleKind
  ) async {
    let kettle = kind.kettle()
    await kettle.answeringTyped { try await $0.drain(progress: { _ in }) }
      .throwing(.overfilled(1))
    do throws(KettleError) {
      _ = try await kettle.drain(progress: { _ in })
      Issue.record("drain(progress:) returned")
    } catch {
      #expect(error == .overfilled(1))
    }
    await kettle.answering { try await $0.drain(progress: { _ in }) }
      .callingRealImplementation()
    do throws(KettleError) {
      _ = try await kettle.drain(progress: { _ in })
      Issue.record("drain(progress:) returned")
    } catch {
      #expect(error == .cold)
    }
    #expect(kettle.realWork == ["drain"])
  }

  @Test func aStubCallWithNoAnswerReturnsTheMembersDefaultAndRunsNothing() async throws {
    let kettle = StubKettle()
    #expect(try await kettle.drain(progress: { _ in }) == -1)
    #expect(kettle.boil(then: { _ in }) == 0)
    #expect(kettle.realWork.isEmpty)
  }

  @Test func eachClosureTakingOverrideWithNoRealImplementationIsToldItsForm() async {
    var lines: [Int] = []
    let kettle = BareKettle()
    let failures = await captureFailures {
      lines.append(#line); kettle.given { $0.boil(then: { _ in }) }.callingRealImplementation()
      lines.append(#line); kettle.given { $0.whistle { _ in } }.callingRealImplementation()
      lines.append(#line + 1)
      kettle.given { try $0.descale(progress: { _ in }) }.callingRealImplementation()
      lines.append(#line + 1)
      await kettle.given { await $0.heat(to: 1, progress: { _ in }) }.callingRealImplementation()
      lines.append(#line + 1)
      await kettle.given { try await $0.steam(progress: { _ in }) }.callingRealImplementation()
      lines.append(#line + 2)
      kettle.given(errorType: KettleError.self) { try $0.fill(cups: 1, progress: { _ in }) }
        .callingRealImplementation()
      lines.append(#line + 2)
      await kettle.given(errorType: KettleError.self) { try await $0.drain(progress: { _ in }) }
        .callingRealImplementation()
      #expect(kettle.boil(then: { _ in }) == 0)
      kettle.whistle { _ in }
      #expect((try? kettle.descale(progress: { _ in })) == 0)
      #expect(await kettle.heat(to: 1, progress: { _ in }) == 0)
      #expect((try? await kettle.steam(progress: { _ in })) == 0)
      #expect((try? kettle.fill(cups: 1, progress: { _ in })) == 0)
      #expect((try? await kettle.drain(progress: { _ in })) == 0)
    }
    let forms = [
      ("boil(then:)", "accept(checkArgs: […], actionArgs: […], real: super.boil(then:))"),
      ("whistle(_:)", "accept(checkArgs: […], actionArgs: […], real: super.whistle(_:))"),
      (
        "descale(progress:)",
        "try throwingAccept(checkArgs: […], actionArgs: […], real: super.descale(progress:))"
      ),
      (
        "heat(to:progress:)",
        "await accept(checkArgs: […], actionArgs: […], real: super.heat(to:progress:))"
      ),
      (
        "steam(progress:)",
        "try await throwingAccept(checkArgs: […], actionArgs: […], real: super.steam(progress:))"
      ),
      (
        "fill(cups:progress:)",
        "try throwingAccept(checkArgs: […], actionArgs: […], errorType: KettleError.self, "
          + "real: super.fill(cups:progress:))"
      ),
      (
        "drain(progress:)",
        "try await throwingAccept(checkArgs: […], actionArgs: […], errorType: KettleError.self, "
          + "real: super.drain(progress:))"
      ),
    ]
    expectFailures(
      failures, zip(forms, lines).map { (noRealImplementation("BareKettle", $0.0, $0.1), $1) })
  }
}

/// The failure of `.callingRealImplementation()` set on `member` of the
/// class double `double`, which passes no real implementation and should
/// be written as `form`.
func noRealImplementation(_ double: String, _ member: String, _ form: String) -> String {
  """
  [\(double)] .callingRealImplementation() is set on \(member), whose member passes no real \
  implementation to accept. Write it as \(form).
  """
}
