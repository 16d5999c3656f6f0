import { useId, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { notify } from '../../../lib/notify';
import { Plus } from 'lucide-react';
import {
  productInputSchema,
  type AdminProduct,
  type Category,
  type ProductFormInput,
} from '../../../../domain/catalogue.schemas';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../../domain/placeholder-images';
import { messages } from '../../../../domain/messages';
import { formatPaise, paiseToRupeesText, parseRupees } from '../../../../domain/money';
import { DEFAULT_TIER_DISCOUNTS, pointMoneyPerUnitPaise } from '../../../../domain/pricing';
import { canBeWeighed, PRODUCT_UNITS, UNIT_LABELS, type ProductUnit } from '../../../../domain/quantities';
import { TIERS, type Tier } from '../../../../domain/tiers';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormDialog, type DialogForm } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { ImagePicker } from '../../../components/admin/image-picker';
import { BarcodeChips } from './barcode-chips';
import { CategoryDialog } from './category-dialog';
import { useSaveProduct } from './products.queries';

/** What the admin types: rupees and counts as text, exactly as in the inputs. */
interface ProductFormValues {
  name: string;
  nameMl: string;
  /** Other names, separated by commas as typed. */
  aliases: string;
  description: string;
  category: string;
  mrp: string;
  price: string;
  dummyPrice: string;
  stockQuantity: string;
  tierDiscounts: Record<Tier, string>;
  imageUrl: string;
  barcodes: string[];
  unit: ProductUnit;
  weighed: boolean;
  scaleItemCode: string;
}

function initialValues(product: AdminProduct | null, categories: Category[]): ProductFormValues {
  const discounts = product?.tierDiscounts ?? DEFAULT_TIER_DISCOUNTS;
  const general = categories.find((category) => category.name.toLowerCase() === 'general');
  return {
    name: product?.name ?? '',
    nameMl: product?.nameMl ?? '',
    aliases: product?.aliases.join(', ') ?? '',
    description: product?.description ?? '',
    category: product?.category ?? general?.name ?? '',
    mrp: product ? paiseToRupeesText(product.mrpPaise) : '',
    price: product ? paiseToRupeesText(product.pricePaise) : '',
    dummyPrice: product?.dummyPricePaise != null ? paiseToRupeesText(product.dummyPricePaise) : '',
    stockQuantity: product ? String(product.stockQuantity) : '',
    tierDiscounts: {
      Bronze: String(discounts.Bronze),
      Silver: String(discounts.Silver),
      Gold: String(discounts.Gold),
      Diamond: String(discounts.Diamond),
    },
    imageUrl: product?.hasImage ? product.imageUrl : '',
    barcodes: product?.barcodes ?? [],
    unit: product?.unit ?? 'piece',
    weighed: product?.weighed ?? false,
    scaleItemCode: product?.scaleItemCode ?? '',
  };
}

/** An empty input is "not given" (null), not zero; one that holds no exact amount is NaN (not a number). */
function paiseOrNull(text: string): number | null {
  const parsed = parseRupees(text);
  return parsed.ok ? parsed.paise : parsed.problem === 'empty' ? null : Number.NaN;
}
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The form's text, as the shared schema (and the API) takes it. */
function toProductInput(values: ProductFormValues, product: AdminProduct | null): ProductFormInput {
  const tierDiscounts: Partial<Record<Tier, number>> = {};
  for (const tier of TIERS) {
    const value = numberOrNull(values.tierDiscounts[tier]);
    if (value !== null) tierDiscounts[tier] = value;
  }
  return {
    name: values.name,
    nameMl: values.nameMl,
    aliases: values.aliases.split(','),
    description: values.description,
    category: values.category,
    mrpPaise: paiseOrNull(values.mrp),
    pricePaise: paiseOrNull(values.price),
    dummyPricePaise: paiseOrNull(values.dummyPrice),
    stockQuantity: numberOrNull(values.stockQuantity),
    tierDiscounts,
    // No image: a new product gets the default one; an edited product keeps its image,
    // unless the admin removed it (sending the placeholder asks for the default back).
    imageUrl: values.imageUrl || (product?.hasImage ? PRODUCT_PLACEHOLDER_IMAGE : undefined),
    barcodes: values.barcodes,
    unit: values.unit,
    weighed: weighed(values),
    scaleItemCode: weighed(values) ? values.scaleItemCode.trim() || null : null,
  };
}

/** The weighed box counts only while the unit is a measure (it is hidden for a piece). */
const weighed = (values: Pick<ProductFormValues, 'unit' | 'weighed'>) =>
  canBeWeighed(values.unit) && values.weighed;

/** How the unit select names each unit. */
const UNIT_CHOICES: Record<ProductUnit, string> = {
  piece: 'Piece (counted whole)',
  kg: 'Kilogram (kg)',
  g: 'Gram (g)',
  l: 'Litre (l)',
  ml: 'Millilitre (ml)',
};

/** The field's own message under it (the form's alert above says it too). */
function FieldMessage({ message }: { message?: string }) {
  if (!message) return null;
  return <p className="text-sm font-semibold text-red-700">{message}</p>;
}

/** Unit, weighed (for a measure), the scale item code (when weighed), and the stock in that unit. */
function MeasureFields({ form }: { form: DialogForm<ProductFormValues, ProductFormInput> }) {
  const { errors } = form.formState;
  const weighedId = useId();
  const values = useWatch({ control: form.control, name: ['unit', 'weighed'] });
  const [unit, isWeighed] = values;
  const sold = { unit, weighed: isWeighed };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <SelectField label="Sold by" invalid={!!errors.unit} {...form.register('unit')}>
          {PRODUCT_UNITS.map((each) => (
            <option key={each} value={each}>
              {UNIT_CHOICES[each]}
            </option>
          ))}
        </SelectField>
        {canBeWeighed(unit) && (
          <div className="flex min-h-11 items-center gap-2.5">
            <input
              id={weighedId}
              type="checkbox"
              aria-invalid={!!errors.weighed || undefined}
              className="size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              {...form.register('weighed')}
            />
            <label htmlFor={weighedId} className="py-2 text-sm font-semibold text-sand-800">
              Weighed: sold loose in any amount (to 3 decimals)
            </label>
          </div>
        )}
        <FieldMessage message={errors.weighed?.message} />
      </div>
      <div className="space-y-1.5">
        <Field
          label={weighed(sold) ? `Stock quantity (${UNIT_LABELS[unit]})` : 'Stock quantity'}
          type="number"
          inputMode={weighed(sold) ? 'decimal' : 'numeric'}
          step={weighed(sold) ? '0.001' : '1'}
          min="0"
          invalid={!!errors.stockQuantity}
          {...form.register('stockQuantity')}
        />
        <FieldMessage message={errors.stockQuantity?.message} />
      </div>
      {weighed(sold) && (
        <div className="space-y-1.5">
          <Field
            label="Scale item code"
            optional
            hint="The item number the weighing scale prints inside its labels"
            inputMode="numeric"
            autoComplete="off"
            invalid={!!errors.scaleItemCode}
            {...form.register('scaleItemCode')}
          />
          <FieldMessage message={errors.scaleItemCode?.message} />
        </div>
      )}
    </div>
  );
}

/** Schema paths to the inputs that show them. */
const FIELD_OF_PATH: Record<string, keyof ProductFormValues> = {
  mrpPaise: 'mrp',
  pricePaise: 'price',
  dummyPricePaise: 'dummyPrice',
};

function PointMoneyPreview({ control }: { control: Control<ProductFormValues, unknown, ProductFormInput> }) {
  const [mrp, price] = useWatch({ control, name: ['mrp', 'price'] });
  const mrpPaise = paiseOrNull(mrp);
  const pricePaise = paiseOrNull(price);
  const ready =
    mrpPaise !== null && pricePaise !== null && mrpPaise > 0 && pricePaise >= 0 && pricePaise <= mrpPaise;
  return (
    // Before the prices are typed it is a hint, in full-contrast text (a faded box measured 4:1).
    <Alert tone={ready ? 'success' : 'info'}>
      {ready
        ? `Customers will earn ${formatPaise(pointMoneyPerUnitPaise(mrpPaise, pricePaise))} point money per unit`
        : 'Enter the MRP and the Company Profit Price to see the point money customers earn per unit'}
    </Alert>
  );
}

function ProductFields({
  form,
  setUploading,
  product,
  categories,
}: {
  form: DialogForm<ProductFormValues, ProductFormInput>;
  setUploading: (uploading: boolean) => void;
  product: AdminProduct | null;
  categories: Category[];
}) {
  const [addingCategory, setAddingCategory] = useState(false);
  const { errors } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const barcodes = useWatch({ control: form.control, name: 'barcodes' });

  const categoryNames = categories.map((category) => category.name);
  if (product && !categoryNames.includes(product.category)) categoryNames.push(product.category);

  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

  return (
    <>
      <Field label="Product name" invalid={!!errors.name} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Field
            label="Malayalam name"
            optional
            lang="ml"
            autoComplete="off"
            invalid={!!errors.nameMl}
            {...form.register('nameMl')}
          />
          <FieldMessage message={errors.nameMl?.message} />
        </div>
        <div className="space-y-1.5">
          <Field
            label="Other names"
            optional
            hint="What shoppers may type, separated by commas: ari, matta, rice"
            autoComplete="off"
            invalid={!!errors.aliases}
            {...form.register('aliases')}
          />
          <FieldMessage message={errors.aliases?.message} />
        </div>
      </div>
      <TextareaField
        label="Description"
        rows={3}
        invalid={!!errors.description}
        {...form.register('description')}
      />

      <div className="space-y-1.5">
        <SelectField label="Category" invalid={!!errors.category} {...form.register('category')}>
          <option value="">Choose a category</option>
          {categoryNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <Button variant="ghost" className="-ml-2 text-brand-800" onClick={() => setAddingCategory(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New category
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="MRP (₹)" {...money} invalid={!!errors.mrp} {...form.register('mrp')} />
        <Field
          label="Company Profit Price (₹)"
          hint="What the shop keeps per unit"
          {...money}
          invalid={!!errors.price}
          {...form.register('price')}
        />
        <Field
          label="Dummy price (₹)"
          optional
          hint="A higher 'was' price, shown struck through as an offer"
          {...money}
          invalid={!!errors.dummyPrice}
          {...form.register('dummyPrice')}
        />
      </div>

      <PointMoneyPreview control={form.control} />

      <MeasureFields form={form} />

      <BarcodeChips
        value={barcodes}
        onChange={(next) => form.setValue('barcodes', next, { shouldDirty: true })}
        error={errors.barcodes?.message}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-sand-800">Tier discounts (% off MRP)</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TIERS.map((tier) => (
            <Field
              key={tier}
              label={tier}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max="100"
              invalid={!!errors.tierDiscounts?.[tier]}
              {...form.register(`tierDiscounts.${tier}`)}
            />
          ))}
        </div>
      </fieldset>

      <ImagePicker
        label="Product image"
        kind="product"
        defaultImage={PRODUCT_PLACEHOLDER_IMAGE}
        value={imageUrl}
        invalid={!!errors.imageUrl}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })}
        onUploadingChange={setUploading}
      />

      <CategoryDialog
        open={addingCategory}
        onOpenChange={setAddingCategory}
        onAdded={(category) => form.setValue('category', category.name, { shouldDirty: true })}
      />
    </>
  );
}

/** Add Product and Edit Product (SPEC sections 2 and 5). `product` null means add. */
export function ProductFormDialog({
  open,
  onOpenChange,
  product,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: AdminProduct | null;
  /** The shop's categories (the list grows when a category is added from inside the form). */
  categories: Category[];
}) {
  const saveProduct = useSaveProduct();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={product ? 'Edit Product' : 'Add Product'}
      description={
        product ? `Change the details of ${product.name}.` : 'Fields without "(optional)" are required.'
      }
      submitLabel={product ? 'Save Changes' : 'Add Product'}
      schema={productInputSchema}
      toInput={(values: ProductFormValues) => toProductInput(values, product)}
      fieldOf={FIELD_OF_PATH}
      defaultValues={initialValues(product, categories)}
      onSave={async (input) => {
        const saved = await saveProduct.mutateAsync({ id: product?.id ?? null, input });
        notify.success(
          product
            ? messages.product.updated(saved.pointMoneyPerUnitPaise)
            : messages.product.added(saved.pointMoneyPerUnitPaise),
        );
      }}
      failureToast={(reason) => (product ? reason : messages.product.addFailed(reason))}
      fields={(form, setUploading) => (
        <ProductFields form={form} setUploading={setUploading} product={product} categories={categories} />
      )}
    />
  );
}
