CREATE TABLE "translation_cache" (
	"source_hash" text NOT NULL,
	"target_language" text NOT NULL,
	"source_language" text,
	"translated_text" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "translation_cache_source_hash_target_language_pk" PRIMARY KEY("source_hash","target_language")
);
