package agency.storagerules;

import java.io.PrintStream;
import java.util.logging.LogManager;

/**
 * The project's own Storage rules runtime for the offline Storage emulator (docs/decisions/001-offline-emulators.md).
 * firebase-tools runs it as `java -jar <wrapper> serve` and talks JSON over stdin/stdout; the launcher runs
 * `selftest` before handing it over, so a Cloud SDK whose internal classes changed is found before any answer.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) throws Exception {
    String mode = args.length > 0 ? args[0] : "";
    // stdout carries the protocol alone: anything a library prints goes to stderr, and the engine's own logging
    // (which firebase-tools would show as warnings) is off.
    PrintStream protocolOut = System.out;
    System.setOut(System.err);
    LogManager.getLogManager().reset();
    if (mode.equals("serve")) {
      new Protocol(System.in, protocolOut).serve();
      System.exit(0);
    } else if (mode.equals("selftest")) {
      System.exit(SelfTest.run() ? 0 : 1);
    } else {
      System.err.println("usage: serve | selftest");
      System.exit(2);
    }
  }
}
