package agency.storagerules;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Writes protocol messages one at a time. firebase-tools 14.18.0 JSON.parses each stdout chunk whole, so two
 * messages read in one chunk are both lost and their requests hang. Each is written and flushed alone with a pause
 * after it, but its stdout is a socket pair, so the runtime cannot see when a message has been read, and on a
 * loaded machine firebase-tools sometimes reads late (40 ms pauses still lost 2 of 160 answers to 80 concurrent
 * uploads). So final answers written close to another message are written again a little later: firebase-tools
 * keeps every request's handler, and a second answer to a request it has answered changes nothing. The runtime's
 * own read requests are written again by their sender (Verification), which must know of every copy it wrote.
 */
final class Output {
  private static final long PAUSE_MILLIS = 20;
  private static final long BURST_PAUSE_MILLIS = 40;
  /** Two messages written closer than this may reach firebase-tools in one chunk. */
  private static final long CLOSE_NANOS = TimeUnit.MILLISECONDS.toNanos(250);
  private static final long RESEND_MILLIS = 300;
  private static final int MAX_WRITES = 3;

  private static final class Item {
    final String line;
    final boolean resendable;
    final int writes;
    /** For a read request: tells its sender that it went out close to another message. */
    final Runnable writtenClose;
    boolean scheduled;

    Item(String line, boolean resendable, int writes, Runnable writtenClose) {
      this.line = line;
      this.resendable = resendable;
      this.writes = writes;
      this.writtenClose = writtenClose;
    }
  }

  private final BlockingQueue<Item> queue = new LinkedBlockingQueue<>();
  private final ScheduledExecutorService later =
      Executors.newSingleThreadScheduledExecutor(
          task -> {
            Thread thread = new Thread(task, "protocol-resend");
            thread.setDaemon(true);
            return thread;
          });
  private final OutputStream out;

  Output(OutputStream out) {
    this.out = out;
    Thread writer = new Thread(this::write, "protocol-writer");
    writer.setDaemon(true);
    writer.start();
  }

  /** The ready message: written once (firebase-tools sends nothing before it, so nothing is written close to it). */
  void send(JsonObject message) {
    queue.add(new Item(message.toString() + "\n", false, 0, null));
  }

  /**
   * A request of the runtime's own (fetch_firestore_document): `writtenClose` runs a little later if it went out
   * close to another message, for the sender to write it again if it is still unanswered.
   */
  void request(JsonObject message, Runnable writtenClose) {
    queue.add(new Item(message.toString() + "\n", false, 0, writtenClose));
  }

  /** The final answer to a request: may be written again if it went out close to another message. */
  void answer(JsonObject message) {
    queue.add(new Item(message.toString() + "\n", true, 0, null));
  }

  private void write() {
    Item previous = null;
    long previousAt = 0;
    try {
      while (true) {
        Item item = queue.take();
        out.write(item.line.getBytes(StandardCharsets.UTF_8));
        out.flush();
        long now = System.nanoTime();
        if (previous != null && now - previousAt < CLOSE_NANOS) {
          resendLater(previous);
          resendLater(item);
        }
        previous = item;
        previousAt = now;
        Thread.sleep(queue.isEmpty() ? PAUSE_MILLIS : BURST_PAUSE_MILLIS);
      }
    } catch (InterruptedException | IOException e) {
      // The other side is gone: nothing more can be answered.
    }
  }

  private void resendLater(Item item) {
    if (item.scheduled) return;
    if (item.writtenClose != null) {
      item.scheduled = true;
      later.schedule(item.writtenClose, RESEND_MILLIS, TimeUnit.MILLISECONDS);
      return;
    }
    if (!item.resendable || item.writes + 1 >= MAX_WRITES) return;
    item.scheduled = true;
    Item again = new Item(item.line, true, item.writes + 1, null);
    later.schedule(() -> queue.add(again), RESEND_MILLIS, TimeUnit.MILLISECONDS);
  }
}
