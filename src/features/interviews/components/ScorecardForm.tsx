// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import "@mantine/core/styles/Radio.css";
import {
  Badge,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconCheck, IconDeviceFloppy } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import {
  INTERVIEW_LIMITS,
  RATING_LABELS,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Kit,
  type Recommendation,
  type Scorecard,
} from "@common/interviews";
import { FormError } from "@/components/feedback/FormError";
import { notify } from "@/components/feedback/notify";
import { Ltr } from "@/components/text/Isolate";
import { fieldErrors, toNormalizedError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { useSaveScorecard } from "../api/scorecards";

type Attribute = Kit["attributes"][number];
const RATINGS = [1, 2, 3, 4] as const;

interface Values {
  ratings: Record<string, number | undefined>;
  recommendation: Recommendation | null;
  notes: string;
}

interface Errors {
  /** By attribute name. */
  ratings: Record<string, string>;
  recommendation?: string;
  notes?: string;
  /** What belongs to no field. */
  form: string | null;
}

const NO_ERRORS: Errors = { ratings: {}, form: null };
const MISSING_RATING = "Rate this attribute to submit";
const MISSING_RECOMMENDATION = "Choose a recommendation to submit";

function initialValues(scorecard: Scorecard | null): Values {
  return {
    ratings: Object.fromEntries(
      (scorecard?.ratings ?? []).map((rating) => [
        rating.attribute,
        rating.rating,
      ]),
    ),
    recommendation: scorecard?.recommendation ?? null,
    notes: scorecard?.notes ?? "",
  };
}

/** What submitting needs (contract 16): a rating for every kit attribute and a recommendation; the server checks the same. */
function missingForSubmit(
  values: Values,
  attributes: readonly Attribute[],
): Errors {
  const ratings = Object.fromEntries(
    attributes
      .filter((attribute) => values.ratings[attribute.name] === undefined)
      .map((attribute) => [attribute.name, MISSING_RATING]),
  );
  return {
    ratings,
    recommendation: values.recommendation ? undefined : MISSING_RECOMMENDATION,
    form: null,
  };
}

const hasErrors = (errors: Errors) =>
  Object.keys(errors.ratings).length > 0 ||
  Boolean(errors.recommendation || errors.notes || errors.form);

/**
 * A 422's field errors beside the fields they name: `recommendation`, `notes`, and a rating as
 * `ratings.<attribute name>` or `ratings.<its place in the kit>`; anything else above the buttons.
 */
function serverErrors(
  failure: unknown,
  attributes: readonly Attribute[],
): Errors {
  const error = toNormalizedError(failure);
  const fields = fieldErrors(error);
  const errors: Errors = { ratings: {}, form: null };
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    if (field === "recommendation") errors.recommendation = message;
    else if (field === "notes") errors.notes = message;
    else if (field.startsWith("ratings.")) {
      const key = field.slice("ratings.".length).replace(/\.rating$/, "");
      const attribute =
        attributes.find(
          (candidate) => candidate.name.toLowerCase() === key.toLowerCase(),
        ) ?? (/^\d+$/.test(key) ? attributes[Number(key)] : undefined);
      if (attribute) errors.ratings[attribute.name] = message;
      else elsewhere.push(message);
    } else elsewhere.push(message);
  }
  if (elsewhere.length > 0) errors.form = elsewhere.join(" ");
  else if (Object.keys(fields).length === 0) errors.form = error.message;
  return errors;
}

/**
 * The caller's scorecard for an interview they sit on (contract 16): per kit attribute a 1–4
 * radio group named by the attribute, "Recommendation", "Notes", "Save draft" and "Submit
 * scorecard". A submitted scorecard is shown as it was sent, for good.
 */
export function ScorecardForm({
  interviewId,
  attributes,
  scorecard,
}: {
  interviewId: number;
  attributes: readonly Attribute[];
  scorecard: Scorecard | null;
}) {
  if (scorecard?.status === "submitted")
    return <SubmittedScorecard scorecard={scorecard} attributes={attributes} />;
  return (
    <DraftScorecard
      interviewId={interviewId}
      attributes={attributes}
      scorecard={scorecard}
    />
  );
}

function DraftScorecard({
  interviewId,
  attributes,
  scorecard,
}: {
  interviewId: number;
  attributes: readonly Attribute[];
  scorecard: Scorecard | null;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(scorecard));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const save = useSaveScorecard();
  const [sending, setSending] = useState<"draft" | "submit" | null>(null);

  function change(next: Partial<Values>, clear: (errors: Errors) => Errors) {
    setValues((current) => ({ ...current, ...next }));
    setErrors(clear);
  }

  async function send(submit: boolean) {
    if (submit) {
      const missing = missingForSubmit(values, attributes);
      if (hasErrors(missing)) {
        setErrors(missing);
        return;
      }
    }
    setErrors(NO_ERRORS);
    setSending(submit ? "submit" : "draft");
    try {
      await save.mutateAsync({
        interviewId,
        input: {
          ratings: attributes.flatMap((attribute) => {
            const rating = values.ratings[attribute.name];
            return rating === undefined
              ? []
              : [{ attribute: attribute.name, rating }];
          }),
          recommendation: values.recommendation,
          notes: values.notes,
          submit,
        },
      });
      notify({
        color: "teal",
        title: submit ? "Scorecard submitted" : "Draft saved",
        message: submit
          ? "The panel’s scorecards are open to you now."
          : "Only you can see it until you submit.",
      });
    } catch (failure) {
      setErrors(serverErrors(failure, attributes));
    } finally {
      setSending(null);
    }
  }

  return (
    <form
      aria-label="Scorecard"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(true);
      }}
    >
      <Stack gap="lg">
        {scorecard?.status === "draft" && (
          <Text size="sm" c="dimmed">
            Draft saved. Only you can see it until you submit.
          </Text>
        )}
        {attributes.map((attribute) => (
          <Radio.Group
            key={attribute.name}
            label={attribute.name}
            description={attribute.description || undefined}
            value={
              values.ratings[attribute.name] === undefined
                ? null
                : String(values.ratings[attribute.name])
            }
            onChange={(value) =>
              change(
                {
                  ratings: {
                    ...values.ratings,
                    [attribute.name]: Number(value),
                  },
                },
                (current) => ({
                  ...current,
                  ratings: Object.fromEntries(
                    Object.entries(current.ratings).filter(
                      ([name]) => name !== attribute.name,
                    ),
                  ),
                }),
              )
            }
            error={errors.ratings[attribute.name]}
          >
            <ScaleGrid>
              {RATINGS.map((rating) => (
                <Radio
                  key={rating}
                  value={String(rating)}
                  label={`${rating} ${RATING_LABELS[rating]}`}
                />
              ))}
            </ScaleGrid>
          </Radio.Group>
        ))}
        <Radio.Group
          label="Recommendation"
          value={values.recommendation}
          onChange={(value) =>
            change({ recommendation: value as Recommendation }, (current) => ({
              ...current,
              recommendation: undefined,
            }))
          }
          error={errors.recommendation}
        >
          <ScaleGrid>
            {RECOMMENDATIONS.map((recommendation) => (
              <Radio
                key={recommendation}
                value={recommendation}
                label={RECOMMENDATION_LABELS[recommendation]}
              />
            ))}
          </ScaleGrid>
        </Radio.Group>
        <Textarea
          label="Notes"
          description="What you saw and heard: the evidence behind your ratings."
          autosize
          minRows={4}
          maxLength={INTERVIEW_LIMITS.notes}
          value={values.notes}
          onChange={(event) =>
            change({ notes: event.currentTarget.value }, (current) => ({
              ...current,
              notes: undefined,
            }))
          }
          error={errors.notes}
        />
        <FormError message={errors.form} />
        <Group gap="sm">
          <Button
            type="submit"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={sending === "submit"}
            disabled={sending === "draft"}
          >
            Submit scorecard
          </Button>
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={sending === "draft"}
            disabled={sending === "submit"}
            onClick={() => void send(false)}
          >
            Save draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A submitted scorecard: read-only, with when it was sent. */
function SubmittedScorecard({
  scorecard,
  attributes,
}: {
  scorecard: Scorecard;
  attributes: readonly Attribute[];
}) {
  const rated = new Map(
    scorecard.ratings.map((rating) => [rating.attribute, rating.rating]),
  );
  // Attributes in the kit's order, then any the kit no longer has.
  const names = [
    ...attributes.map((attribute) => attribute.name),
    ...scorecard.ratings
      .map((rating) => rating.attribute)
      .filter(
        (name) => !attributes.some((attribute) => attribute.name === name),
      ),
  ];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge
          color="teal"
          variant="light"
          leftSection={<IconCheck size={12} aria-hidden />}
        >
          Submitted
        </Badge>
        {scorecard.submitted_at && (
          <Text size="sm" c="dimmed">
            Submitted <Ltr>{formatDateTime(scorecard.submitted_at)}</Ltr>
          </Text>
        )}
      </Group>
      <Stack component="dl" gap="xs" m={0}>
        {names.map((name) => {
          const rating = rated.get(name);
          return (
            <Group key={name} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm" fw={600} dir="auto">
                {name}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {rating === undefined
                  ? "—"
                  : `${rating} ${RATING_LABELS[rating as 1 | 2 | 3 | 4]}`}
              </Text>
            </Group>
          );
        })}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text component="dt" size="sm" fw={600}>
            Recommendation
          </Text>
          <Text component="dd" size="sm" m={0}>
            {scorecard.recommendation
              ? RECOMMENDATION_LABELS[scorecard.recommendation]
              : "—"}
          </Text>
        </Group>
      </Stack>
      {scorecard.notes && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} dir="auto">
          {scorecard.notes}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A four-step scale in one row, or two rows of two where the form is narrow (a phone): wrapped
 * freely, its last step fell alone on a second line and the scale read as broken.
 */
function ScaleGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 2, "440px": 4 }}
      spacing="sm"
      verticalSpacing="xs"
      mt={6}
    >
      {children}
    </SimpleGrid>
  );
}
