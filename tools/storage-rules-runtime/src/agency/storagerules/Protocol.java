package agency.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * firebase-tools 14.18.0's conversation with a Storage rules runtime (lib/emulator/storage/rules/runtime.js): one
 * JSON object per line each way. Requests carry an `action` (load_ruleset, verify); the runtime's own requests
 * (fetch_firestore_document) carry `server_request_id`, and firebase-tools' answers to them come back without an
 * action under that id. Every failure is answered as status "ok" with non-empty `errors`: firebase-tools only logs
 * other statuses and leaves the request waiting forever, and for a verify an error means deny.
 */
final class Protocol {
  /** How long a verification that read Firestore is kept after its answer, for late answers to repeated reads. */
  private static final long KEEP_FINISHED_SECONDS = 120;

  private final BufferedReader in;
  private final Output out;
  private final Rules rules = new Rules();
  private final Map<Long, Verification> verifying = new ConcurrentHashMap<>();
  private final ExecutorService workers =
      Executors.newCachedThreadPool(
          task -> {
            Thread thread = new Thread(task, "rules-worker");
            thread.setDaemon(true);
            return thread;
          });
  private final ScheduledExecutorService timers =
      Executors.newSingleThreadScheduledExecutor(
          task -> {
            Thread thread = new Thread(task, "fetch-timers");
            thread.setDaemon(true);
            return thread;
          });

  Protocol(InputStream in, OutputStream out) {
    this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    this.out = new Output(out);
  }

  /** Answers requests until stdin closes. */
  void serve() throws IOException {
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    out.send(ready);
    String line;
    while ((line = in.readLine()) != null) {
      if (!line.isBlank()) handle(line);
    }
  }

  private void handle(String line) {
    JsonObject message;
    try {
      message = JsonParser.parseString(line).getAsJsonObject();
    } catch (RuntimeException e) {
      System.err.println("storage rules runtime: unreadable message: " + e.getMessage());
      return;
    }
    JsonElement idElement = message.get("id");
    if (idElement == null || idElement.isJsonNull()) {
      System.err.println("storage rules runtime: message without an id");
      return;
    }
    long id = idElement.getAsLong();
    if (!message.has("action")) {
      // firebase-tools' answer to a fetch_firestore_document of the verification with this id (which may have
      // given its final answer already, see Verification).
      Verification verification = verifying.get(id);
      if (verification != null) verification.answer(message);
      else System.err.println("storage rules runtime: no fetch waits for id " + id);
      return;
    }
    String action = message.get("action").getAsString();
    JsonObject context = message.has("context") ? message.getAsJsonObject("context") : new JsonObject();
    if (action.equals("load_ruleset")) {
      workers.execute(() -> out.answer(load(id, context)));
    } else if (action.equals("verify")) {
      workers.execute(() -> verify(id, context));
    } else {
      out.answer(failure(id, "unknown action: " + action));
    }
  }

  private JsonObject load(long id, JsonObject context) {
    try {
      Rules.LoadResult loaded = rules.load(context.get("rulesetName").getAsString(), context.getAsJsonObject("source"));
      JsonObject answer = answer(id, loaded.errors, loaded.warnings);
      if (loaded.errors.size() == 0) {
        JsonObject result = new JsonObject();
        result.addProperty("rulesVersion", loaded.rulesVersion);
        answer.add("result", result);
      }
      return answer;
    } catch (RuntimeException e) {
      return failure(id, "could not load the ruleset: " + describe(e));
    }
  }

  private void verify(long id, JsonObject context) {
    Verification verification = new Verification(id, out, workers, timers);
    verifying.put(id, verification);
    JsonObject answer;
    try {
      boolean permit = rules.verify(context, verification);
      answer = answer(id, new JsonArray(), new JsonArray());
      JsonObject result = new JsonObject();
      result.addProperty("permit", permit);
      answer.add("result", result);
    } catch (Exception e) {
      answer = failure(id, "rules evaluation failed (denied): " + describe(e));
    }
    verification.finish(answer);
    if (verification.fetched()) {
      timers.schedule(() -> verifying.remove(id), KEEP_FINISHED_SECONDS, TimeUnit.SECONDS);
    } else {
      verifying.remove(id);
    }
  }

  private static JsonObject answer(long id, JsonArray errors, JsonArray warnings) {
    JsonObject answer = new JsonObject();
    answer.addProperty("id", id);
    answer.addProperty("status", "ok");
    answer.add("errors", errors);
    answer.add("warnings", warnings);
    return answer;
  }

  private static JsonObject failure(long id, String error) {
    JsonArray errors = new JsonArray();
    errors.add(error);
    return answer(id, errors, new JsonArray());
  }

  static String describe(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null && cause.getMessage() == null) cause = cause.getCause();
    String message = cause.getMessage();
    return message == null ? cause.getClass().getSimpleName() : message;
  }
}
