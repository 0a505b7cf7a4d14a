DROP INDEX "skus_line";--> statement-breakpoint
CREATE INDEX "product_lines_tire_type" ON "product_lines" USING btree ("tire_type");--> statement-breakpoint
CREATE INDEX "product_lines_subtype" ON "product_lines" USING btree ("subtype");--> statement-breakpoint
CREATE INDEX "vehicles_front_size" ON "vehicles" USING btree ("front_size_id");--> statement-breakpoint
CREATE INDEX "vehicles_rear_size" ON "vehicles" USING btree ("rear_size_id");--> statement-breakpoint
CREATE INDEX "skus_line" ON "skus" USING btree ("product_line_id","sale_price_cents");