CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_number" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_message_number_unique" UNIQUE("message_number")
);
--> statement-breakpoint
CREATE INDEX "chat_messages_created" ON "chat_messages" USING btree ("created_at");