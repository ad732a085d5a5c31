package agency.storagerules;

import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The Firestore reads of one verify request. firebase-tools answers a fetch_firestore_document under the verify's
 * own id and then waits for the next message under that id, so at most one fetch is outstanding: the others wait
 * their turn. A path read twice in one verification is fetched once.
 *
 * <p>firebase-tools 14.18.0 loses a read request that shares a stdout chunk with another message, and never asks
 * again, so a read whose answer is late is written again (same id): firebase-tools answers whichever copy reaches a
 * waiting handler. A copy can arrive after it has answered the first, and is then answered as a new read, late; and
 * while it reads Firestore for such a copy it ignores whatever else comes under the id. So answers are matched to
 * the writes they can be for (they arrive in the order of the writes they answer, some writes never answered): by
 * the document's name when found, else by position, and an answer that could be for an earlier read is never taken
 * for the outstanding one. An answer after the final answer means the final answer may have been ignored, so it is
 * written again (a second one changes nothing).
 */
final class Verification {
  /** How long an unanswered read waits before it is written again: five writes within 15 s of the first. */
  private static final long[] RESEND_AFTER_MILLIS = {1000, 2000, 4000, 8000};

  private final long id;
  private final Output out;
  private final Executor executor;
  private final ScheduledExecutorService timers;
  private final Map<String, SettableFuture<JsonObject>> byPath = new HashMap<>();
  private final Deque<String> waiting = new ArrayDeque<>();
  /** The path of every read request written, in order: answers come in this order, though some never come. */
  private final List<String> written = new ArrayList<>();
  /** The earliest write the latest answer can have been for. */
  private int lastAnswered = -1;
  private String outstanding;
  private int outstandingWrites;
  private JsonObject finalAnswer;

  Verification(long id, Output out, Executor executor, ScheduledExecutorService timers) {
    this.id = id;
    this.out = out;
    this.executor = executor;
    this.timers = timers;
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

  /** firebase-tools' answer to one of the read requests written for this verification. */
  void answer(JsonObject message) {
    String status = message.has("status") ? message.get("status").getAsString() : "";
    JsonObject result =
        status.equals("ok") && message.has("result") && message.get("result").isJsonObject()
            ? message.getAsJsonObject("result")
            : null;
    String named =
        result != null && result.has("name") && result.get("name").isJsonPrimitive()
            ? Values.withinProject(result.get("name").getAsString())
            : null;
    String path;
    SettableFuture<JsonObject> future;
    synchronized (this) {
      path = answered(named);
      if (finalAnswer != null) {
        out.answer(finalAnswer);
        return;
      }
      // A late answer to a repeated earlier read, or one that cannot be told from it: the outstanding read is
      // written again on its timer if its own answer does not come.
      if (path == null || !path.equals(outstanding)) return;
      outstanding = null;
      future = byPath.get(path);
      sendNext();
    }
    // Completed on a worker: the rules evaluation goes on in the future's listeners, never on the stdin reader.
    executor.execute(
        () -> {
          if (result != null) future.set(result);
          else if (status.equals("not_found")) future.set(null);
          else future.setException(new IllegalStateException("reading " + path + " failed: " + message));
        });
  }

  /** Writes the final answer, and keeps it to write again if a read is answered after it. */
  void finish(JsonObject answer) {
    synchronized (this) {
      finalAnswer = answer;
      outstanding = null;
      waiting.clear();
    }
    out.answer(answer);
  }

  /** Whether firebase-tools was asked for a document, and so may still answer after the final answer. */
  synchronized boolean fetched() {
    return !written.isEmpty();
  }

  /**
   * The path an answer is surely for, or null. It is for a write after the one the previous answer was for: the
   * first of those with its name if it names a document, else the next one, which is only sure when all the writes
   * it can be for are of one path (a not_found names nothing).
   */
  private String answered(String named) {
    int first = lastAnswered + 1;
    if (first >= written.size()) return null;
    if (named != null) {
      int found = written.subList(first, written.size()).indexOf(named);
      if (found >= 0) {
        lastAnswered = first + found;
        return named;
      }
    }
    lastAnswered = first;
    String path = written.get(first);
    for (String later : written.subList(first, written.size())) {
      if (!later.equals(path)) return null;
    }
    return path;
  }

  private void sendNext() {
    if (outstanding != null || waiting.isEmpty() || finalAnswer != null) return;
    outstanding = waiting.poll();
    outstandingWrites = 0;
    write(outstanding);
  }

  private void write(String path) {
    written.add(path);
    int writes = ++outstandingWrites;
    JsonObject context = new JsonObject();
    context.addProperty("path", path);
    JsonObject request = new JsonObject();
    request.addProperty("server_request_id", id);
    request.addProperty("action", "fetch_firestore_document");
    request.add("context", context);
    out.request(request, () -> writeAgain(path, writes));
    if (writes <= RESEND_AFTER_MILLIS.length) {
      timers.schedule(() -> writeAgain(path, writes), RESEND_AFTER_MILLIS[writes - 1], TimeUnit.MILLISECONDS);
    }
  }

  /** Writes the read of `path` again unless it was answered or written again since its write number `writes`. */
  private synchronized void writeAgain(String path, int writes) {
    if (finalAnswer != null || !path.equals(outstanding) || outstandingWrites != writes) return;
    if (writes > RESEND_AFTER_MILLIS.length) return;
    write(path);
  }
}
