package agency.storagerules;

import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executor;

/**
 * The Firestore reads of one verify request. firebase-tools answers a fetch_firestore_document under the verify's
 * own id and then waits for the next message under that id, so at most one fetch is outstanding: the others wait
 * their turn. A path read twice in one verification is fetched once.
 */
final class Verification {
  private final long id;
  private final Output out;
  private final Executor executor;
  private final Map<String, SettableFuture<JsonObject>> byPath = new HashMap<>();
  private final Deque<String> waiting = new ArrayDeque<>();
  private String outstanding;

  Verification(long id, Output out, Executor executor) {
    this.id = id;
    this.out = out;
    this.executor = executor;
  }

  /** The document at `path` (/databases/(default)/documents/…) as Firestore REST JSON, or null if it is missing. */
  synchronized ListenableFuture<JsonObject> fetch(String path) {
    SettableFuture<JsonObject> known = byPath.get(path);
    if (known != null) return known;
    SettableFuture<JsonObject> future = SettableFuture.create();
    byPath.put(path, future);
    waiting.add(path);
    sendNext();
    return future;
  }

  /** firebase-tools' answer to the outstanding fetch. */
  void answer(JsonObject message) {
    String path;
    synchronized (this) {
      path = outstanding;
      outstanding = null;
      sendNext();
    }
    if (path == null) {
      System.err.println("storage rules runtime: an answer for id " + id + " that no fetch waits for");
      return;
    }
    SettableFuture<JsonObject> future;
    synchronized (this) {
      future = byPath.get(path);
    }
    String status = message.has("status") ? message.get("status").getAsString() : "";
    // Completed on a worker: the rules evaluation goes on in the future's listeners, never on the stdin reader.
    executor.execute(
        () -> {
          if (status.equals("ok") && message.has("result")) future.set(message.getAsJsonObject("result"));
          else if (status.equals("not_found")) future.set(null);
          else future.setException(new IllegalStateException("reading " + path + " failed: " + message));
        });
  }

  private void sendNext() {
    if (outstanding != null || waiting.isEmpty()) return;
    outstanding = waiting.poll();
    JsonObject context = new JsonObject();
    context.addProperty("path", outstanding);
    JsonObject request = new JsonObject();
    request.addProperty("server_request_id", id);
    request.addProperty("action", "fetch_firestore_document");
    request.add("context", context);
    out.send(request);
  }
}
