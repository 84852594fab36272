CREATE TABLE "date_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"text_sealed" "bytea" NOT NULL,
	"analysis_sealed" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_entries" ADD CONSTRAINT "date_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_entries_user_created_idx" ON "date_entries" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);