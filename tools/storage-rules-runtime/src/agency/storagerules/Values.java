package agency.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/** Paths and Firestore documents (REST JSON, as firebase-tools fetches them) as the rules engine's values. */
final class Values {
  static final ExpressionValue NULL = ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  private Values() {}

  /** "/b/bucket/o/a/b.png" as path segments b, bucket, o, a, b.png. */
  static ExpressionPathValue path(String path) {
    ExpressionPathValue.Builder value = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) value.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return value.build();
  }

  /** A rules path as the string firebase-tools asks Firestore for; only plain segments name a document. */
  static String pathString(ExpressionPathValue path) {
    StringBuilder text = new StringBuilder();
    for (ExpressionPathSegmentValue segment : path.getSegmentsList()) {
      if (!segment.hasSimple()) throw new IllegalArgumentException("not a document path: " + path);
      text.append('/').append(segment.getSimple());
    }
    return text.toString();
  }

  /**
   * A fetched document as `firestore.get` gives it to rules: `data` (its fields), `id` and `__name__`, as a
   * Firestore rules resource has.
   */
  static ExpressionValue firestoreResource(JsonObject document) {
    String name = document.get("name").getAsString();
    String relative = withinProject(name);
    JsonObject fields = document.has("fields") ? document.getAsJsonObject("fields") : new JsonObject();
    ExpressionMapValue.Builder resource = ExpressionMapValue.newBuilder();
    resource.putFields("data", map(fields));
    resource.putFields("id", string(relative.substring(relative.lastIndexOf('/') + 1)));
    resource.putFields("__name__", ExpressionValue.newBuilder().setPathValue(path(relative)).build());
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  /** "projects/p/databases/(default)/documents/a/b" as "/databases/(default)/documents/a/b". */
  static String withinProject(String name) {
    int databases = name.indexOf("/databases/");
    return databases >= 0 ? name.substring(databases) : name.startsWith("/") ? name : "/" + name;
  }

  private static ExpressionValue string(String text) {
    return ExpressionValue.newBuilder().setStringValue(text).build();
  }

  private static ExpressionValue map(JsonObject fields) {
    ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
    for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
      map.putFields(field.getKey(), firestoreValue(field.getValue().getAsJsonObject()));
    }
    return ExpressionValue.newBuilder().setMapValue(map).build();
  }

  /** One Firestore REST value (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
  static ExpressionValue firestoreValue(JsonObject value) {
    ExpressionValue.Builder result = ExpressionValue.newBuilder();
    if (value.has("nullValue")) return NULL;
    if (value.has("booleanValue")) return result.setBoolValue(value.get("booleanValue").getAsBoolean()).build();
    if (value.has("integerValue")) return result.setIntValue(Long.parseLong(value.get("integerValue").getAsString())).build();
    if (value.has("doubleValue")) return result.setFloatValue(doubleValue(value.get("doubleValue"))).build();
    if (value.has("stringValue")) return string(value.get("stringValue").getAsString());
    if (value.has("bytesValue")) {
      byte[] bytes = Base64.getDecoder().decode(value.get("bytesValue").getAsString());
      return result.setBytesValue(ByteString.copyFrom(bytes)).build();
    }
    if (value.has("timestampValue")) {
      try {
        return result.setTimestampValue(Timestamps.parse(value.get("timestampValue").getAsString())).build();
      } catch (java.text.ParseException e) {
        throw new IllegalArgumentException("not a timestamp: " + value, e);
      }
    }
    if (value.has("referenceValue")) {
      return result.setPathValue(path(withinProject(value.get("referenceValue").getAsString()))).build();
    }
    if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      double latitude = point.has("latitude") ? point.get("latitude").getAsDouble() : 0;
      double longitude = point.has("longitude") ? point.get("longitude").getAsDouble() : 0;
      return result.setLatlngValue(LatLng.newBuilder().setLatitude(latitude).setLongitude(longitude)).build();
    }
    if (value.has("arrayValue")) {
      List<ExpressionValue> values = new ArrayList<>();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement element : array.getAsJsonArray("values")) values.add(firestoreValue(element.getAsJsonObject()));
      }
      return result.setListValue(ExpressionListValue.newBuilder().addAllValues(values)).build();
    }
    if (value.has("mapValue")) {
      JsonObject map = value.getAsJsonObject("mapValue");
      return map(map.has("fields") ? map.getAsJsonObject("fields") : new JsonObject());
    }
    throw new IllegalArgumentException("unknown Firestore value: " + value);
  }

  /** Firestore REST gives doubles as numbers, or as "NaN" / "Infinity" / "-Infinity". */
  private static double doubleValue(JsonElement element) {
    String text = element.getAsString();
    if (text.equals("NaN")) return Double.NaN;
    if (text.equals("Infinity")) return Double.POSITIVE_INFINITY;
    if (text.equals("-Infinity")) return Double.NEGATIVE_INFINITY;
    return Double.parseDouble(text);
  }
}
