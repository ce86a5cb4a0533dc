import SwiftMock
import Testing

/// What the names of a frame's function tell the search for the test's line.
struct FrameNamesTests {
  @Test func theTestFunctionIsKnownByItsNameAndTheClosuresAndPartsWrittenInIt() {
    let function: Substring = "TestLineTests.aTest"
    #expect(FrameNames.isFunction("TestLineTests.aTest()", named: function))
    #expect(FrameNames.isFunction("TestLineTests.aTest(index:)", named: function))
    #expect(FrameNames.isFunction("closure #1 in TestLineTests.aTest()", named: function))
    #expect(
      FrameNames.isFunction("helper #1 () in closure #2 in TestLineTests.aTest()", named: function)
    )
    #expect(FrameNames.isFunction("Outer.TestLineTests.aTest()", named: function))
    #expect(!FrameNames.isFunction("TestLineTests.aTestToo()", named: function))
    #expect(!FrameNames.isFunction("OtherTestLineTests.aTest()", named: function))
    #expect(!FrameNames.isFunction("TestLineTests.aTest", named: function))
    #expect(!FrameNames.isFunction("TestLineTests.aTest()", named: ""))
    // A function at the top level is not a method of the same name.
    #expect(FrameNames.isFunction("closure #1 in free()", named: "free"))
    #expect(!FrameNames.isFunction("Allocator.free()", named: "free"))
  }

  @Test func aTestDoublesMembersAreKnownInEveryShapeOfName() {
    #expect(FrameNames.isMember("MockLogger.log(_:)", of: "MockLogger"))
    #expect(FrameNames.isMember("Outer.MockLogger.log(_:)", of: "MockLogger"))
    #expect(FrameNames.isMember("closure #1 in Outer.MockLogger.log(_:)", of: "MockLogger"))
    #expect(FrameNames.isMember("(MockLogger in _1A2B).log(_:)", of: "MockLogger"))
    #expect(FrameNames.isMember("log(_:) in MockLogger #1 in Tests.test()", of: "MockLogger"))
    #expect(
      FrameNames.isMember(
        "protocol witness for Logger.log(_:) in conformance MockLogger", of: "MockLogger"))
    #expect(
      !FrameNames.isMember(
        "protocol witness for Logger.log(_:) in conformance MockLoggerTwo", of: "MockLogger"))
    #expect(FrameNames.isMember("static MockLogger.level.getter", of: "MockLogger"))
    #expect(!FrameNames.isMember("static MockLoggerTwo.level.getter", of: "MockLogger"))
    #expect(!FrameNames.isMember("MockLoggerTwo.log(_:)", of: "MockLogger"))
    #expect(!FrameNames.isMember("Tests.test()", of: "MockLogger"))
  }

  @Test func anImplicitClosureNamesTheFunctionItIsWrittenIn() {
    #expect(
      FrameNames.functionEnclosing(implicitClosure: "implicit closure #1 in LabTests.test()")
        == "LabTests.test()")
    #expect(
      FrameNames.functionEnclosing(
        implicitClosure: "implicit closure #2 in closure #1 in LabTests.test()")
        == "closure #1 in LabTests.test()")
    #expect(FrameNames.functionEnclosing(implicitClosure: "closure #1 in LabTests.test()") == nil)
    #expect(
      FrameNames.functionEnclosing(
        implicitClosure: "partial apply for implicit closure #1 in LabTests.test()") == nil)
    #expect(FrameNames.functionEnclosing(implicitClosure: "LabTests.test()") == nil)
  }

  @Test func aSymbolMayRunTheModulesCodeWhenItIsTheModulesOrNotSwifts() {
    #expect(FrameNames.mayRunCode(ofModule: "LabTests", mangledName: "$s8LabTests4TestV1fyyF"))
    #expect(FrameNames.mayRunCode(ofModule: "LabTests", mangledName: "qsort"))
    #expect(!FrameNames.mayRunCode(ofModule: "LabTests", mangledName: "$s9SwiftMock0B6EngineC"))
    #expect(!FrameNames.mayRunCode(ofModule: "Lab", mangledName: "$s8LabTests4TestV1fyyF"))
  }

  @Test func anAsyncFunctionsResumePartsAreKnownByTheirSuffix() {
    #expect(FrameNames.isAsyncResumeFunction("$s8LabTests4TestV1fyyYaFTY0_"))
    #expect(FrameNames.isAsyncResumeFunction("$s8LabTests4TestV1fyyYaFTQ12_"))
    #expect(!FrameNames.isAsyncResumeFunction("$s8LabTests4TestV1fyyYaF"))
    #expect(!FrameNames.isAsyncResumeFunction("$s8LabTests4TestV1fyyF_"))
  }

  @Test func aMacrosExpansionIsNotATestsFile() {
    #expect(
      FrameNames.isMacroExpansion(
        "/tmp/swift-generated-sources/@__swiftmacro_8LabTests0014Testsswift_yFFfMX12_6_6expectfMf_.swift"
      ))
    #expect(!FrameNames.isMacroExpansion("/work/Tests/LabTests/Tests.swift"))
  }
}
