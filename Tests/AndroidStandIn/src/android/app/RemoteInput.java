package android.app;

import actionable.standin.Since;
import android.content.Intent;
import android.os.Bundle;

/** The results travel in the intent's extras under EXTRA_RESULTS_DATA (Android puts them in its ClipData). */
@Since(20)
public final class RemoteInput {
    @Since(20) public static final String EXTRA_RESULTS_DATA = "android.remoteinput.resultsData";
    @Since(20) public static final String RESULTS_CLIP_LABEL = "android.remoteinput.results";

    private final String resultKey;
    private final CharSequence label;
    private final CharSequence[] choices;
    private final boolean allowFreeFormInput;
    private final Bundle extras;

    private RemoteInput(String resultKey, CharSequence label, CharSequence[] choices, boolean allowFreeFormInput,
            Bundle extras) {
        this.resultKey = resultKey; this.label = label; this.choices = choices;
        this.allowFreeFormInput = allowFreeFormInput; this.extras = extras;
    }

    @Since(20) public String getResultKey() { return resultKey; }
    @Since(20) public CharSequence getLabel() { return label; }
    @Since(20) public CharSequence[] getChoices() { return choices; }
    @Since(20) public boolean getAllowFreeFormInput() { return allowFreeFormInput; }
    @Since(20) public Bundle getExtras() { return extras; }

    @Since(20) public static Bundle getResultsFromIntent(Intent intent) {
        return intent == null ? null : intent.getBundleExtra(EXTRA_RESULTS_DATA);
    }

    @Since(20) public static void addResultsToIntent(RemoteInput[] remoteInputs, Intent intent, Bundle results) {
        Bundle bundle = getResultsFromIntent(intent);
        if (bundle == null) bundle = new Bundle();
        for (RemoteInput input : remoteInputs) {
            CharSequence value = results.getCharSequence(input.getResultKey());
            if (value != null) bundle.putCharSequence(input.getResultKey(), value);
        }
        intent.putExtra(EXTRA_RESULTS_DATA, bundle);
    }

    @Since(20)
    public static final class Builder {
        private final String resultKey;
        private CharSequence label;
        private CharSequence[] choices;
        private boolean allowFreeFormInput = true;
        private final Bundle extras = new Bundle();

        @Since(20) public Builder(String resultKey) {
            if (resultKey == null) throw new IllegalArgumentException("Result key can't be null");
            this.resultKey = resultKey;
        }
        @Since(20) public Builder setLabel(CharSequence label) { this.label = label; return this; }
        @Since(20) public Builder setChoices(CharSequence[] choices) { this.choices = choices; return this; }
        @Since(20) public Builder setAllowFreeFormInput(boolean allowFreeFormTextInput) {
            this.allowFreeFormInput = allowFreeFormTextInput; return this;
        }
        @Since(20) public Builder addExtras(Bundle extras) { if (extras != null) this.extras.putAll(extras); return this; }
        @Since(20) public Bundle getExtras() { return extras; }
        @Since(20) public RemoteInput build() {
            return new RemoteInput(resultKey, label, choices, allowFreeFormInput, new Bundle(extras));
        }
    }
}
