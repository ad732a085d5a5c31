package agency.storagerules;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Writes protocol messages one at a time. firebase-tools 14.18.0 JSON.parses each stdout chunk whole, so two
 * messages arriving in one chunk would both be lost: each is written and flushed alone, with a pause after it.
 */
final class Output {
  static final long PAUSE_MILLIS = 8;

  private final BlockingQueue<String> queue = new LinkedBlockingQueue<>();
  private final OutputStream out;

  Output(OutputStream out) {
    this.out = out;
    Thread writer = new Thread(this::write, "protocol-writer");
    writer.setDaemon(true);
    writer.start();
  }

  void send(JsonObject message) {
    queue.add(message.toString() + "\n");
  }

  private void write() {
    try {
      while (true) {
        String line = queue.take();
        out.write(line.getBytes(StandardCharsets.UTF_8));
        out.flush();
        Thread.sleep(PAUSE_MILLIS);
      }
    } catch (InterruptedException | IOException e) {
      // The other side is gone: nothing more can be answered.
    }
  }
}
