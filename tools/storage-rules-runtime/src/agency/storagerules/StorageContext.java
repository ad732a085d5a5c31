package agency.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageCreateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageDeleteContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageGetContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageListContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageUpdateContext;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;

/**
 * What the generated FirebaseStorage*ContextConverter bindings ask of one request: its path, the `request` and
 * `resource` variables firebase-tools sent, and `firestore.get` / `firestore.exists`, answered by firebase-tools
 * from the Firestore emulator.
 */
final class StorageContext
    implements FirebaseStorageGetContext,
        FirebaseStorageListContext,
        FirebaseStorageCreateContext,
        FirebaseStorageUpdateContext,
        FirebaseStorageDeleteContext {
  private final ExpressionPathValue path;
  private final ExpressionMapValue request;
  private final ExpressionValue resource;
  private final Verification verification;

  StorageContext(String path, ExpressionValue request, ExpressionValue resource, Verification verification) {
    if (!request.hasMapValue()) throw new IllegalArgumentException("the request variable is not a map");
    this.path = Values.path(path);
    this.request = request.getMapValue();
    this.resource = resource;
    this.verification = verification;
  }

  @Override
  public ExpressionPathValue path() {
    return path;
  }

  @Override
  public ExpressionMapValue request() {
    return request;
  }

  @Override
  public ListenableFuture<ExpressionValue> resource() {
    return Futures.immediateFuture(resource);
  }

  @Override
  public ExpressionValue debug(ExpressionValue value) {
    System.err.println("debug: " + value);
    return value;
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition position) {
    return Futures.transform(
        verification.fetch(Values.pathString(document)),
        found -> found == null ? Values.NULL : Values.firestoreResource(found),
        MoreExecutors.directExecutor());
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition position) {
    return Futures.transform(
        verification.fetch(Values.pathString(document)),
        found -> ExpressionValue.newBuilder().setBoolValue(found != null).build(),
        MoreExecutors.directExecutor());
  }
}
