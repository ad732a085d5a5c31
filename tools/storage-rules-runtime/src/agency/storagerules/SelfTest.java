package agency.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * `selftest`: the runtime answers firebase-tools' messages over pipes, and this plays firebase-tools, Firestore
 * included, with canned documents. The launcher runs it before every new build, so an SDK whose internal classes
 * changed is caught before the Storage emulator relies on it. Exit code 0 only if every check holds.
 */
final class SelfTest {
  private static final String RULES =
      String.join(
          "\n",
          "rules_version = '2';",
          "service firebase.storage {",
          "  match /b/{bucket}/o {",
          "    match /public/{name} { allow read; }",
          "    match /private/{name} { allow read: if false; }",
          "    match /users/{uid}/{name} {",
          "      allow read: if request.auth != null && request.auth.uid == uid;",
          "      allow create: if request.auth != null && request.auth.uid == uid",
          "        && request.resource.size < 1024 && request.resource.contentType.matches('image/.*');",
          "    }",
          "    match /projects/{projectId}/{name} {",
          "      allow read: if firestore.get(/databases/(default)/documents/projects/$(projectId)).data.owner",
          "        == request.auth.uid;",
          "      allow create: if firestore.exists(/databases/(default)/documents/projects/$(projectId));",
          "    }",
          "    match /found-then-missing/{name} {",
          "      allow read: if firestore.get(/databases/(default)/documents/projects/p1).data.owner == request.auth.uid",
          "        && !firestore.exists(/databases/(default)/documents/projects/p2);",
          "    }",
          "    match /missing-then-found/{name} {",
          "      allow read: if !firestore.exists(/databases/(default)/documents/projects/p2)",
          "        && firestore.get(/databases/(default)/documents/projects/p1).data.owner == request.auth.uid;",
          "    }",
          "  }",
          "}");

  private static final String BROKEN = "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if request.auth.uid ==;\n  }\n}";

  /** The one Firestore document the checks can read. */
  private static final Map<String, String> DOCUMENTS =
      Map.of(
          "/databases/(default)/documents/projects/p1",
          "{\"name\":\"projects/demo/databases/(default)/documents/projects/p1\",\"fields\":{\"owner\":{\"stringValue\":\"u1\"}}}");

  /** What the next exchange does to the runtime's first Firestore read request, as a loaded firebase-tools may. */
  private enum Trouble {
    NONE,
    /** Never answered, as when it shares a chunk with another message. */
    LOST,
    /**
     * Answered late, once the runtime wrote it again, and the copy answered too, after the runtime asked for its
     * next read (firebase-tools answers a copy that arrives after its answer to the first as a new read).
     */
    ANSWERED_TWICE
  }

  private final OutputStream toRuntime;
  private final BlockingQueue<String> fromRuntime = new ArrayBlockingQueue<>(64);
  private int nextId = 1;
  private Trouble trouble = Trouble.NONE;
  private int failures;

  private SelfTest(OutputStream toRuntime) {
    this.toRuntime = toRuntime;
  }

  static boolean run() throws Exception {
    PipedOutputStream requests = new PipedOutputStream();
    PipedInputStream runtimeIn = new PipedInputStream(requests, 1 << 16);
    PipedOutputStream runtimeOut = new PipedOutputStream();
    PipedInputStream answers = new PipedInputStream(runtimeOut, 1 << 16);
    Thread runtime =
        new Thread(
            () -> {
              try {
                new Protocol(runtimeIn, runtimeOut).serve();
              } catch (IOException e) {
                // The pipes closed at the end of the test.
              }
            },
            "runtime");
    runtime.setDaemon(true);
    runtime.start();

    SelfTest test = new SelfTest(requests);
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader lines = new BufferedReader(new InputStreamReader(answers, StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) test.fromRuntime.add(line);
              } catch (IOException e) {
                // The runtime ended.
              }
            },
            "answers");
    reader.setDaemon(true);
    reader.start();

    long started = System.nanoTime();
    try {
      test.checks();
    } catch (Exception e) {
      test.fail("the self-test stopped: " + Protocol.describe(e));
    }
    System.err.printf(
        "storage rules runtime self-test: %s (%d ms)%n",
        test.failures == 0 ? "passed" : test.failures + " failed",
        (System.nanoTime() - started) / 1_000_000);
    return test.failures == 0;
  }

  private void checks() throws Exception {
    JsonObject ready = next();
    check("announces it is ready (id -1)", ready.get("id").getAsLong() == -1 && isOk(ready));

    JsonObject loaded = load("0", RULES);
    check("compiles the rules", loaded.getAsJsonArray("errors").size() == 0);
    check("reports rules_version 2", loaded.has("result") && loaded.getAsJsonObject("result").get("rulesVersion").getAsInt() == 2);

    check("allows what an allow rule allows", permit("get", "public/a.txt", null, null) == Boolean.TRUE);
    check("denies what an if-false rule denies", permit("get", "private/a.txt", null, null) == Boolean.FALSE);
    check("denies a path no rule matches", permit("get", "elsewhere/a.txt", "u1", null) == Boolean.FALSE);
    check("allows the owner by request.auth.uid", permit("get", "users/u1/a.png", "u1", null) == Boolean.TRUE);
    check("denies another user", permit("get", "users/u1/a.png", "u2", null) == Boolean.FALSE);
    check("denies the signed-out", permit("get", "users/u1/a.png", null, null) == Boolean.FALSE);
    check("allows a small image", permit("create", "users/u1/a.png", "u1", metadata(100, "image/png")) == Boolean.TRUE);
    check("denies a large image (size)", permit("create", "users/u1/a.png", "u1", metadata(5000, "image/png")) == Boolean.FALSE);
    check("denies text (contentType)", permit("create", "users/u1/a.txt", "u1", metadata(100, "text/plain")) == Boolean.FALSE);
    check("allows by firestore.get", permit("get", "projects/p1/a.png", "u1", null) == Boolean.TRUE);
    check("denies by firestore.get", permit("get", "projects/p1/a.png", "u2", null) == Boolean.FALSE);
    // A missing document is null, and null.data an error: denied either way.
    check("denies when firestore.get finds nothing", permit("get", "projects/p2/a.png", "u1", null) != Boolean.TRUE);
    check("allows by firestore.exists", permit("create", "projects/p1/a.png", "u1", metadata(10, "image/png")) == Boolean.TRUE);
    check("denies by firestore.exists", permit("create", "projects/p2/a.png", "u1", metadata(10, "image/png")) == Boolean.FALSE);
    check("allows by two reads", permit("get", "found-then-missing/a.png", "u1", null) == Boolean.TRUE);
    check("denies by two reads", permit("get", "missing-then-found/a.png", "u2", null) == Boolean.FALSE);
    check("reads again when a read request is lost", troubled(Trouble.LOST, "projects/p1/a.png", "u1") == Boolean.TRUE);
    check("reads again when a read request is lost (deny)", troubled(Trouble.LOST, "projects/p1/a.png", "u2") == Boolean.FALSE);
    // The second answer to the first read comes while the second read waits: taken for it, it would deny.
    check(
        "takes no late second answer for the next read's (found first)",
        troubled(Trouble.ANSWERED_TWICE, "found-then-missing/a.png", "u1") == Boolean.TRUE);
    check(
        "takes no late second answer for the next read's (missing first)",
        troubled(Trouble.ANSWERED_TWICE, "missing-then-found/a.png", "u1") == Boolean.TRUE);

    JsonObject broken = load("1", BROKEN);
    JsonArray errors = broken.getAsJsonArray("errors");
    boolean reported = isOk(broken) && errors.size() > 0 && !broken.has("result");
    if (reported) {
      JsonObject issue = JsonParser.parseString(errors.get(0).getAsString()).getAsJsonObject();
      reported =
          !issue.get("description_").getAsString().isEmpty()
              && issue.getAsJsonObject("sourcePosition_").get("fileName_").getAsString().equals("broken.rules")
              && issue.getAsJsonObject("sourcePosition_").get("line_").getAsInt() == 4;
    }
    check("reports a compile error with its file and line", reported);
    check("denies under a ruleset that did not load", permit("1", "get", "public/a.txt", null, null) == null);
  }

  private JsonObject load(String rulesetName, String content) throws Exception {
    JsonObject file = new JsonObject();
    file.addProperty("name", rulesetName.equals("0") ? "storage.rules" : "broken.rules");
    file.addProperty("content", content);
    JsonArray files = new JsonArray();
    files.add(file);
    JsonObject source = new JsonObject();
    source.add("files", files);
    JsonObject context = new JsonObject();
    context.addProperty("rulesetName", rulesetName);
    context.add("source", source);
    return exchange("load_ruleset", context);
  }

  private Boolean permit(String method, String object, String uid, JsonObject after) throws Exception {
    return permit("0", method, object, uid, after);
  }

  /** A download's verdict while firebase-tools mistreats the runtime's first read request. */
  private Boolean troubled(Trouble trouble, String object, String uid) throws Exception {
    this.trouble = trouble;
    return permit("0", "get", object, uid, null);
  }

  /** The engine's verdict, or null when the answer carries errors (which firebase-tools treats as deny). */
  private Boolean permit(String ruleset, String method, String object, String uid, JsonObject after) throws Exception {
    String path = "/b/demo-agency.appspot.com/o/" + object;
    JsonObject request = new JsonObject();
    request.add("path", json("{\"path_value\":{\"segments\":" + segments(path) + "}}"));
    request.add("time", json("{\"timestamp_value\":\"2026-01-01T00:00:00.000Z\"}"));
    request.add("resource", after == null ? json("{\"null_value\":null}") : after);
    request.add(
        "auth",
        uid == null
            ? json("{\"null_value\":null}")
            : json("{\"map_value\":{\"fields\":{\"uid\":{\"string_value\":\"" + uid + "\"},\"token\":{\"map_value\":{\"fields\":{\"user_id\":{\"string_value\":\"" + uid + "\"}}}}}}}"));
    JsonObject variables = new JsonObject();
    variables.add("resource", json("{\"null_value\":null}"));
    variables.add("request", wrapMap(request));
    JsonObject context = new JsonObject();
    context.addProperty("rulesetName", ruleset);
    context.addProperty("service", "firebase.storage");
    context.addProperty("path", path);
    context.addProperty("method", method);
    context.add("variables", variables);
    JsonObject answer = exchange("verify", context);
    if (!isOk(answer) || answer.getAsJsonArray("errors").size() > 0) return null;
    return answer.getAsJsonObject("result").get("permit").getAsBoolean();
  }

  private static JsonObject metadata(long size, String contentType) {
    return json(
        "{\"map_value\":{\"fields\":{\"size\":{\"int_value\":"
            + size
            + "},\"contentType\":{\"string_value\":\""
            + contentType
            + "\"},\"metadata\":{\"map_value\":{\"fields\":{}}}}}}");
  }

  private static String segments(String path) {
    JsonArray segments = new JsonArray();
    for (String segment : path.split("/")) {
      if (segment.isEmpty()) continue;
      JsonObject simple = new JsonObject();
      simple.addProperty("simple", segment);
      segments.add(simple);
    }
    return segments.toString();
  }

  private static JsonObject wrapMap(JsonObject fields) {
    JsonObject map = new JsonObject();
    map.add("fields", fields);
    JsonObject value = new JsonObject();
    value.add("map_value", map);
    return value;
  }

  /** Sends one request and returns its answer, answering the runtime's Firestore reads on the way as firebase-tools does. */
  private JsonObject exchange(String action, JsonObject context) throws Exception {
    int id = nextId++;
    Trouble trouble = this.trouble;
    this.trouble = Trouble.NONE;
    JsonObject request = new JsonObject();
    request.addProperty("action", action);
    request.addProperty("id", id);
    request.add("context", context);
    send(request);
    boolean firstRead = true;
    JsonObject held = null;
    while (true) {
      JsonObject message = next();
      if (message.has("action") && message.get("action").getAsString().equals("fetch_firestore_document")) {
        // A read written again for a request already answered: firebase-tools' handler for it is spent.
        if (message.get("server_request_id").getAsLong() < id) continue;
        if (firstRead && trouble == Trouble.LOST) {
          firstRead = false;
          continue;
        }
        if (firstRead && trouble == Trouble.ANSWERED_TWICE) {
          firstRead = false;
          held = message;
          continue;
        }
        firstRead = false;
        if (held != null) {
          readFor(held);
          boolean copy = path(held).equals(path(message));
          held = copy ? message : null;
          if (copy) continue;
        }
        readFor(message);
        continue;
      }
      long answered = message.get("id").getAsLong();
      // An answer written again (Output does so after a burst) for a request already answered, as firebase-tools ignores.
      if (answered < id) continue;
      if (answered != id) throw new IllegalStateException("an answer for another request: " + message);
      return message;
    }
  }

  /** Answers one fetch_firestore_document from DOCUMENTS, as firebase-tools does from the Firestore emulator. */
  private void readFor(JsonObject message) throws IOException {
    String path = path(message);
    JsonObject reply = new JsonObject();
    reply.addProperty("id", message.get("server_request_id").getAsLong());
    reply.add("errors", new JsonArray());
    reply.add("warnings", new JsonArray());
    String document = DOCUMENTS.get(path);
    reply.addProperty("status", document == null ? "not_found" : "ok");
    if (document != null) reply.add("result", json(document));
    send(reply);
  }

  private static String path(JsonObject fetch) {
    return fetch.getAsJsonObject("context").get("path").getAsString();
  }

  private void send(JsonObject message) throws IOException {
    toRuntime.write((message + "\n").getBytes(StandardCharsets.UTF_8));
    toRuntime.flush();
  }

  private JsonObject next() throws Exception {
    String line = fromRuntime.poll(20, TimeUnit.SECONDS);
    if (line == null) throw new IllegalStateException("no answer within 20 s");
    return JsonParser.parseString(line).getAsJsonObject();
  }

  private static JsonObject json(String text) {
    return JsonParser.parseString(text).getAsJsonObject();
  }

  private static boolean isOk(JsonElement message) {
    return message.getAsJsonObject().has("status") && message.getAsJsonObject().get("status").getAsString().equals("ok");
  }

  private void check(String name, boolean holds) {
    if (!holds) fail(name);
  }

  private void fail(String what) {
    failures++;
    System.err.println("storage rules runtime self-test failed: " + what);
  }
}
