package agency.storagerules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.util.JsonFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Compiles and evaluates storage rules with Google's Firebase Rules engine from the Cloud SDK's Firestore emulator
 * jar. Every verdict is the engine's: this class only translates firebase-tools' JSON into the engine's inputs, and
 * anything it cannot translate or evaluate is an error, which the caller answers as deny.
 */
final class Rules {
  static final String SERVICE = "firebase.storage";
  private static final long EVALUATION_TIMEOUT_SECONDS = 60;

  /** The language features production rules may use: ternaries, let bindings, firestore.get/exists. */
  private static final FirebaseRulesLangOptions OPTIONS =
      FirebaseRulesLangOptions.builder()
          .allowTernaryOperator(true)
          .allowLetBindings(true)
          .allowCrossServiceRules(true)
          .build();

  private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();

  static final class LoadResult {
    final JsonArray errors = new JsonArray();
    final JsonArray warnings = new JsonArray();
    int rulesVersion;
  }

  LoadResult load(String rulesetName, JsonObject source) {
    Source.Builder files = Source.newBuilder();
    for (JsonElement file : source.getAsJsonArray("files")) {
      JsonObject named = file.getAsJsonObject();
      files.addFiles(
          File.newBuilder()
              .setName(named.get("name").getAsString())
              .setContent(named.get("content").getAsString()));
    }
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(OPTIONS).compile(files.build());
    LoadResult result = new LoadResult();
    for (Issue issue : compiled.getIssues()) {
      if (issue.getSeverity() == Issue.Severity.ERROR) result.errors.add(issueJson(issue));
      else result.warnings.add(issueJson(issue));
    }
    if (compiled.hasCompilationError() || compiled.getRulesetAst() == null) {
      if (result.errors.size() == 0) result.errors.add("the rules did not compile");
      return result;
    }
    RulesetAst ast = compiled.getRulesetAst();
    rulesets.put(rulesetName, ast);
    result.rulesVersion = ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
    return result;
  }

  /**
   * An issue as firebase-tools expects it: a JSON string shaped like a Gson-serialised protobuf Issue, of which it
   * reads `description_` and `sourcePosition_.fileName_` / `.line_` to print "<message> in <file>:<line>".
   */
  private static String issueJson(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    json.addProperty("severity_", issue.getSeverityValue());
    return json.toString();
  }

  /** The engine's verdict for one request; throws on anything it cannot decide. */
  boolean verify(JsonObject context, Verification verification) throws Exception {
    String rulesetName = context.get("rulesetName").getAsString();
    RulesetAst ast = rulesets.get(rulesetName);
    if (ast == null) throw new IllegalArgumentException("no ruleset named " + rulesetName);
    String service = context.get("service").getAsString();
    if (!service.equals(SERVICE)) throw new IllegalArgumentException("not a storage request: " + service);
    JsonObject variables = context.getAsJsonObject("variables");
    StorageContext storage =
        new StorageContext(
            context.get("path").getAsString(),
            expressionValue(variables.get("request")),
            expressionValue(variables.get("resource")),
            verification);
    RuleContext ruleContext = ruleContext(context.get("method").getAsString(), storage);
    EvaluationResult result =
        new DefaultEvaluator(ast).evaluate(ruleContext).get(EVALUATION_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    return result.permit();
  }

  /** Google's generated bindings build the `firebase.storage` rule context for each method. */
  private static RuleContext ruleContext(String method, StorageContext storage) {
    switch (method) {
      case "get":
        return FirebaseStorageGetContextConverter.convert(storage);
      case "list":
        return FirebaseStorageListContextConverter.convert(storage);
      case "create":
        return FirebaseStorageCreateContextConverter.convert(storage);
      case "update":
        return FirebaseStorageUpdateContextConverter.convert(storage);
      case "delete":
        return FirebaseStorageDeleteContextConverter.convert(storage);
      default:
        throw new IllegalArgumentException("unknown method: " + method);
    }
  }

  /** firebase-tools sends `google.firebase.rules.runtime.v1.ExpressionValue` as proto-JSON (snake_case names). */
  private static ExpressionValue expressionValue(JsonElement json) throws Exception {
    if (json == null || json.isJsonNull()) throw new IllegalArgumentException("a variable is missing");
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    JsonFormat.parser().merge(json.toString(), value);
    return value.build();
  }
}
